import { createContext, type ReactNode } from 'react';
import type { GuardedNavigator } from './history';

type Block = GuardedNavigator['block'];

/** The history's guards as a page root gives them to its pages (`useLeaveGuard`). */
export const LeaveGuardContext = createContext<Block>(undefined);

/** Gives the pages inside it the history's guards (the shell's navigator; PageFrame). */
export function LeaveGuardProvider({ block, children }: { block: Block; children: ReactNode }) {
  return <LeaveGuardContext.Provider value={block}>{children}</LeaveGuardContext.Provider>;
}
