import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type {
  GameLaunchRequest,
  GameLoginAnswer,
  HotgraphLoginRequest,
  LuckyWheelSpinResult,
  LuckyWheelState,
} from '../../../shared/src/contract/games';
import { apiPaths } from '../../../shared/src/contract/paths';
import type { SessionService } from '../auth/sessions';
import type { TicketService } from '../auth/tickets';
import { findGame } from '../catalogue';
import type { Db } from '../db';
import type { LuckyWheel } from '../luckywheel';
import type { MemberRow } from '../members';
import { requireMember } from './member';

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

const answerSchema = {
  200: {
    type: 'object',
    properties: { code: { type: 'number' }, url: { type: 'string' }, Url: { type: 'string' }, message: { type: 'string' } },
  },
};

const hotgraphSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['username', 'password', 'isMobile'],
    properties: {
      username: { type: 'string', maxLength: 64 },
      password: { type: 'string', maxLength: 128 },
      isMobile: { type: 'boolean', const: true },
    },
  },
  response: answerSchema,
};

const launchSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['gameId', 'isMobile'],
    properties: { gameId: { type: 'string', minLength: 1, maxLength: 64 }, isMobile: { type: 'boolean' } },
  },
  response: answerSchema,
};

const segmentsSchema = {
  type: 'array',
  items: { type: 'object', properties: { label: { type: 'string' }, color: { type: 'string' } } },
};

const wheelStateSchema = {
  response: { 200: { type: 'object', properties: { spinsLeft: { type: 'integer' }, segments: segmentsSchema } } },
};

const spinSchema = {
  response: {
    200: {
      type: 'object',
      properties: { segmentIndex: { type: 'integer' }, label: { type: 'string' }, prize: { type: 'string' }, spinsLeft: { type: 'integer' } },
    },
  },
};

/** Equal strings, compared in constant time (lengths hidden by hashing first). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Game launches and the lucky wheel: every route here needs a valid bearer token. */
export const gameLoginRoutes: FastifyPluginAsync<GameLoginRoutesOptions> = async (app, options) => {
  const { db, sessions, tickets, wheel, overrides, publicUrl } = options;
  const memberOf = requireMember(app, db, sessions);

  /** The demo game page's address with a short signed session for this member and game. */
  const launchUrl = (path: string, game: string, member: MemberRow, isMobile: boolean): string => {
    const session = tickets.issue('game', { game, member: String(member.id) }, gameTicketSeconds);
    return `${publicUrl}/demo-games/${path}?session=${encodeURIComponent(session)}${isMobile ? '&mobile=1' : ''}`;
  };

  app.get(apiPaths.lottoLogin, { schema: { response: answerSchema } }, async (request): Promise<GameLoginAnswer> => {
    const member = memberOf(request);
    return overrides.lotto ?? { code: 0, url: launchUrl('lotto', 'lotto', member, false) };
  });

  app.get(apiPaths.hotgraphLogin, { schema: { response: answerSchema } }, async (request): Promise<GameLoginAnswer> => {
    const member = memberOf(request);
    return overrides.hotgraph ?? { code: 0, url: launchUrl('trading', 'trading', member, false) };
  });

  app.post<{ Body: HotgraphLoginRequest }>(apiPaths.hotgraphGameLogin, { schema: hotgraphSchema }, async (request): Promise<GameLoginAnswer> => {
    const member = memberOf(request);
    if (overrides.hotgraph) return overrides.hotgraph;
    const { username, password } = request.body;
    // Both compared, always: the answer does not tell which one was wrong.
    const userOk = sameSecret(username, member.username);
    const passwordOk = sameSecret(password, member.sportsbook_password);
    if (!userOk || !passwordOk) return { code: 1, message: gameLoginMessages.wrongCredential };
    return { code: 0, Url: launchUrl('trading', 'trading', member, request.body.isMobile) };
  });

  app.post<{ Body: GameLaunchRequest }>(apiPaths.gameLogin, { schema: launchSchema }, async (request): Promise<GameLoginAnswer> => {
    const member = memberOf(request);
    if (overrides.game) return overrides.game;
    const game = findGame(request.body.gameId);
    if (!game) return { code: 2, message: gameLoginMessages.unknownGame };
    return { code: 0, url: launchUrl(`play/${encodeURIComponent(game.id)}`, game.id, member, request.body.isMobile) };
  });

  app.get(apiPaths.luckyWheel, { schema: wheelStateSchema }, async (request): Promise<LuckyWheelState> => wheel.state(memberOf(request).id));

  app.post(apiPaths.luckyWheelSpin, { schema: spinSchema }, async (request): Promise<LuckyWheelSpinResult> => wheel.spin(memberOf(request).id));
};
