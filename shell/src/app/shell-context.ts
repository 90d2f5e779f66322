import { createContext, useContext } from 'react';
import type { ApiClient, NavigateOptions, RemoteSession, RuntimeConfig } from '@member-site/shared';
import type { CapabilityDiscovery } from '../session/capabilities';
import type { Session } from '../session/session';

export interface ShellServices {
  session: Session;
  /** What remotes get: the session read-only, plus commands. */
  remoteSession: RemoteSession;
  api: ApiClient;
  config: RuntimeConfig;
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Asks the API what it offers beyond section 7 when a page needs to know (ADR 0029). */
  discovery: CapabilityDiscovery;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('[shell] E18 ShellContext missing');
  return services;
}
