import { createContext, useContext } from 'react';
import type { ApiClient, RemoteSession, RuntimeConfig } from '@member-site/shared';
import type { NoticeBoard } from '../session/notice-board';
import type { Session } from '../session/session';

export interface ShellServices {
  session: Session;
  /** What remotes get: the session read-only, plus commands. */
  remoteSession: RemoteSession;
  api: ApiClient;
  config: RuntimeConfig;
  /** The event stream's notices (ADR 0062), shown by the member chrome. */
  notices: NoticeBoard;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('[shell] E18 ShellContext missing');
  return services;
}
