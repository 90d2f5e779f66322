import { useMemo } from 'react';
import { useStream } from '@member-site/shared';
import { useShell } from '../app/shell-context';
import { availableItems, type MenuItem } from './menu';

/** A menu's items as this API allows them, following the capabilities as they become known. */
export function useAvailableItems(items: readonly MenuItem[]): MenuItem[] {
  const { session } = useShell();
  const capabilities = useStream(session.capabilities);
  return useMemo(() => availableItems(items, capabilities), [items, capabilities]);
}
