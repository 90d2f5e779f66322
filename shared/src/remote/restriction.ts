import type { Restriction } from '../contract/safer-play';
import { formatThaiDateTime } from '../format';
import type { RemoteSession } from './session-bus';
import { useStream } from './use-stream';

/** The restriction if it is still in force at `nowMs`: one past its end is over without a reload. */
export function restrictionInForce(restriction: Restriction | null, nowMs: number = Date.now()): Restriction | null {
  return restriction && Date.parse(restriction.until) > nowMs ? restriction : null;
}

/** After `restrictionText`, where games are refused: what a break or self-exclusion closes. */
export const restrictedGamesText = 'ระหว่างนี้เล่นเกม รับโปรโมชั่น และหมุนวงล้อไม่ได้';

/** "คุณพักการเล่นถึง 30 พ.ย. 2569 18:00 น.": what each refused part of the site says instead. */
export function restrictionText(restriction: Restriction): string {
  const end = formatThaiDateTime(restriction.until);
  return restriction.kind === 'break' ? `คุณพักการเล่นถึง ${end} น.` : `คุณระงับการเล่นด้วยตนเองถึง ${end} น.`;
}

/** The session's restriction in force now, re-rendering when the shell reloads the member. */
export function useRestriction(session: Pick<RemoteSession, 'restriction'>): Restriction | null {
  return restrictionInForce(useStream(session.restriction));
}
