import { useCapability, useConfig, useSession, type LineLoginConfig } from '@member-site/shared';
import { lineConfig } from '../line-config';

/**
 * LINE for the LINE pages: its settings when it is configured and the API offers the code
 * exchange (ADR 0029); 'off' when either is missing; 'waiting' while the API's answer is not
 * known (the shell has it within a round trip), so nothing leaves for LINE or calls the API yet.
 */
export function useLine(): LineLoginConfig | 'off' | 'waiting' {
  const offered = useCapability(useSession(), 'line');
  const line = lineConfig(useConfig());
  if (!line || offered === false) return 'off';
  return offered === null ? 'waiting' : line;
}
