import type { FastifyPluginAsync } from 'fastify';
import { apiErrorCodes } from '../../../shared/src/contract/paths';
import type { OkResponse } from '../../../shared/src/contract/session';
import type { RegisterMode } from '../../../shared/src/contract/site';
import type { Db } from '../db';
import { ApiHttpError, badRequest, errorMessages } from '../errors';
import type { LuckyWheel } from '../luckywheel';
import { findMemberByUsername, setMemberCredit } from '../members';
import { parseBaht } from '../money';
import type { OtpService } from '../register/otp';
import { setSetting, settingKeys } from '../settings';
import type { GameAnswerOverrides } from './game-login';

// Browser tests change server state through these instead of mocking the API.
// Registered only when API_ENABLE_TEST_ROUTES=1: they are unauthenticated by design.

export const testSupportPaths = {
  memberCredit: '/api/test/members/:username/credit',
  settings: '/api/test/settings',
  latestOtp: '/api/test/otp/latest',
  gameAnswers: '/api/test/game-answers',
  memberSpins: '/api/test/members/:username/spins',
} as const;

export interface TestSupportRoutesOptions {
  db: Db;
  otp: OtpService;
  wheel: LuckyWheel;
  gameAnswers: GameAnswerOverrides;
}

interface SettingsBody {
  registerMode?: RegisterMode;
  contactUrl?: string;
  contactUrl2?: string;
}

const okSchema = { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } };

const creditSchema = {
  params: {
    type: 'object',
    required: ['username'],
    properties: { username: { type: 'string', minLength: 1, maxLength: 64 } },
  },
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['credit'],
    properties: { credit: { type: 'string', maxLength: 20 } },
  },
  response: okSchema,
};

const url = { type: 'string', maxLength: 2048, pattern: '^https?://' };

const settingsSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: {
      registerMode: { type: 'string', enum: ['1', '2', '3', '4'] },
      contactUrl: url,
      // Empty clears the backup line.
      contactUrl2: { anyOf: [url, { type: 'string', maxLength: 0 }] },
    },
  },
  response: okSchema,
};

const latestOtpSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['phone'],
    properties: { phone: { type: 'string', minLength: 1, maxLength: 32 } },
  },
  response: { 200: { type: 'object', properties: { code: { type: 'string' } } } },
};

// Verbatim on purpose: browser tests make the server answer failures and hostile values.
const gameAnswer = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['code'],
  properties: {
    code: { type: 'number' },
    url: { type: 'string', maxLength: 2048 },
    Url: { type: 'string', maxLength: 2048 },
    message: { type: 'string', maxLength: 500 },
  },
};

const gameAnswersSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: { lotto: gameAnswer, hotgraph: gameAnswer, game: gameAnswer },
  },
  response: okSchema,
};

const spinsSchema = {
  params: creditSchema.params,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['spins'],
    properties: { spins: { type: 'integer', minimum: 0, maximum: 100 } },
  },
  response: okSchema,
};

export const testSupportRoutes: FastifyPluginAsync<TestSupportRoutesOptions> = async (app, { db, otp, wheel, gameAnswers }) => {
  app.post<{ Params: { username: string }; Body: { credit: string } }>(
    testSupportPaths.memberCredit,
    { schema: creditSchema },
    async (request): Promise<OkResponse> => {
      const satang = parseBaht(request.body.credit);
      if (satang === null) throw badRequest('credit');
      if (!setMemberCredit(db, request.params.username, satang)) {
        throw new ApiHttpError(404, apiErrorCodes.notFound, errorMessages.memberNotFound);
      }
      return { ok: true };
    },
  );

  app.post<{ Body: SettingsBody }>(testSupportPaths.settings, { schema: settingsSchema }, async (request): Promise<OkResponse> => {
    const { registerMode, contactUrl, contactUrl2 } = request.body;
    db.transaction(() => {
      if (registerMode !== undefined) setSetting(db, settingKeys.registerMode, registerMode);
      if (contactUrl !== undefined) setSetting(db, settingKeys.contactUrl, contactUrl);
      if (contactUrl2 !== undefined) setSetting(db, settingKeys.contactUrl2, contactUrl2);
    })();
    return { ok: true };
  });

  // The code the member would read in the SMS. Kept only in memory, and only with test routes on.
  app.get<{ Querystring: { phone: string } }>(testSupportPaths.latestOtp, { schema: latestOtpSchema }, async (request) => {
    const code = otp.latestCode(request.query.phone);
    if (code === null) throw new ApiHttpError(404, apiErrorCodes.notFound, errorMessages.notFound);
    return { code };
  });

  app.post<{ Body: Partial<GameAnswerOverrides> }>(
    testSupportPaths.gameAnswers,
    { schema: gameAnswersSchema },
    async (request): Promise<OkResponse> => {
      for (const key of ['lotto', 'hotgraph', 'game'] as const) {
        const given = request.body[key];
        if (given !== undefined) gameAnswers[key] = given;
      }
      return { ok: true };
    },
  );

  // Sets the spins the member has left today (Bangkok): 0 to test the refusal, more for retries.
  app.post<{ Params: { username: string }; Body: { spins: number } }>(
    testSupportPaths.memberSpins,
    { schema: spinsSchema },
    async (request): Promise<OkResponse> => {
      const member = findMemberByUsername(db, request.params.username);
      if (!member) throw new ApiHttpError(404, apiErrorCodes.notFound, errorMessages.memberNotFound);
      wheel.setSpinsLeft(member.id, request.body.spins);
      return { ok: true };
    },
  );
};
