import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, type GameLoginAnswer } from '@member-site/shared/contract';
import { schemaOf } from '../base/contract-route';
import type { SessionService } from '../session/sessions';
import type { TicketService } from '../session/tickets';
import { findGame } from './catalogue';
import type { Db } from '../base/db';
import type { LuckyWheel } from './luckywheel';
import type { MemberRow } from '../member/store';
import { requireMember } from '../member/routes';

/** Answers the test routes put in place of the real ones (null: answer normally). */
export interface GameAnswerOverrides {
  lotto: GameLoginAnswer | null;
  /** Both hotgraph endpoints. */
  hotgraph: GameLoginAnswer | null;
  game: GameLoginAnswer | null;
}

export function noGameAnswerOverrides(): GameAnswerOverrides {
  return { lotto: null, hotgraph: null, game: null };
}

export interface GameLoginRoutesOptions {
  db: Db;
  sessions: SessionService;
  tickets: TicketService;
  wheel: LuckyWheel;
  overrides: GameAnswerOverrides;
  /** The API's own public base URL, without a trailing slash. */
  publicUrl: string;
}

/** Game APIs answer a code with HTTP 200, never an HTTP error, for a refused launch. */
export const gameLoginMessages = {
  wrongCredential: 'ข้อมูลเข้าเกมไม่ถูกต้อง',
  unknownGame: 'ไม่พบเกมนี้',
} as const;

// The demo game page reads the ticket at once; a couple of minutes covers a slow phone.
const gameTicketSeconds = 120;

/** Equal strings, compared in constant time (lengths hidden by hashing first). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Game launches and the lucky wheel: every route here needs a valid bearer token. */
export const gameLoginRoutes: FastifyPluginAsyncTypebox<GameLoginRoutesOptions> = async (app, options) => {
  const { db, sessions, tickets, wheel, overrides, publicUrl } = options;
  const memberOf = requireMember(app, db, sessions);

  /** The demo game page's address with a short signed session for this member and game. */
  const launchUrl = (path: string, game: string, member: MemberRow, isMobile: boolean): string => {
    const session = tickets.issue('game', { game, member: String(member.id) }, gameTicketSeconds);
    return `${publicUrl}/demo-games/${path}?session=${encodeURIComponent(session)}${isMobile ? '&mobile=1' : ''}`;
  };

  app.get(endpoints.lottoLogin.path, { schema: schemaOf(endpoints.lottoLogin) }, async (request): Promise<GameLoginAnswer> => {
    const member = await memberOf(request);
    return overrides.lotto ?? { code: 0, url: launchUrl('lotto', 'lotto', member, false) };
  });

  app.get(endpoints.hotgraphLogin.path, { schema: schemaOf(endpoints.hotgraphLogin) }, async (request): Promise<GameLoginAnswer> => {
    const member = await memberOf(request);
    return overrides.hotgraph ?? { code: 0, url: launchUrl('trading', 'trading', member, false) };
  });

  app.post(endpoints.hotgraphGameLogin.path, { schema: schemaOf(endpoints.hotgraphGameLogin) }, async (request): Promise<GameLoginAnswer> => {
    const member = await memberOf(request);
    if (overrides.hotgraph) return overrides.hotgraph;
    const { username, password } = request.body;
    // Both compared, always: the answer does not tell which one was wrong.
    const userOk = sameSecret(username, member.username);
    const passwordOk = sameSecret(password, member.sportsbook_password);
    if (!userOk || !passwordOk) return { code: 1, message: gameLoginMessages.wrongCredential };
    return { code: 0, Url: launchUrl('trading', 'trading', member, request.body.isMobile) };
  });

  app.post(endpoints.gameLogin.path, { schema: schemaOf(endpoints.gameLogin) }, async (request): Promise<GameLoginAnswer> => {
    const member = await memberOf(request);
    if (overrides.game) return overrides.game;
    const game = findGame(request.body.gameId);
    if (!game) return { code: 2, message: gameLoginMessages.unknownGame };
    return { code: 0, url: launchUrl(`play/${encodeURIComponent(game.id)}`, game.id, member, request.body.isMobile) };
  });

  app.get(endpoints.luckyWheel.path, { schema: schemaOf(endpoints.luckyWheel) }, async (request) => wheel.state((await memberOf(request)).id));

  app.post(endpoints.luckyWheelSpin.path, { schema: schemaOf(endpoints.luckyWheelSpin) }, async (request) => wheel.spin((await memberOf(request)).id));
};
