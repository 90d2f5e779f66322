import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrorCodes, MemberServiceLoginAnswer, OkResponse, RegisterMode } from '@member-site/shared/contract';
import { Type } from 'typebox';
import { sql } from 'kysely';
import { run, transaction, type Db } from '../base/db';
import { ApiHttpError, badRequest, errorMessages } from '../base/errors';
import { wheelSegments, type LuckyWheel } from '../games/luckywheel';
import { findMemberByUsername, insertMember, username2Taken } from '../member/store';
import { username2Candidate } from '../register/rules';
import { hashPassword } from '../session/passwords';
import { postLedger } from '../ledger/ledger';
import { parseBaht } from '../base/money';
import type { OtpService } from '../register/otp';
import { setSetting, settingKeys } from '../site/settings';
import type { GameAnswerOverrides } from '../games/login-routes';
import type { MemberServiceOverride } from '../member-service/routes';
import { memberNamed, resetMemberPassword, temporaryPassword } from '../account/staff-members';
import { newSportsbookPassword } from '../member/store';
import type { SessionService } from '../session/sessions';

// Browser tests change server state through these instead of mocking the API.
// Registered only when API_ENABLE_TEST_ROUTES=1: they are unauthenticated by design.

export const testSupportPaths = {
  memberCredit: '/api/test/members/:username/credit',
  settings: '/api/test/settings',
  latestOtp: '/api/test/otp/latest',
  gameAnswers: '/api/test/game-answers',
  memberSpins: '/api/test/members/:username/spins',
  memberServiceAnswer: '/api/test/member-service-answer',
  members: '/api/test/members',
  depositExpire: '/api/test/deposits/:id/expire',
  memberPasswordReset: '/api/test/members/:username/password-reset',
} as const;

export interface TestSupportRoutesOptions {
  db: Db;
  otp: OtpService;
  wheel: LuckyWheel;
  gameAnswers: GameAnswerOverrides;
  memberService: MemberServiceOverride;
  /** The sportsbook base address new members get (siteApiFor the public URL). */
  siteApi: string;
  /** Members' sessions: a password reset ends them all, as staff's does. */
  sessions: SessionService;
  now: () => number;
}

// Test-only shapes: not part of the client contract, so defined here with TypeBox.
const okSchema = { 200: OkResponse };

const MemberParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });

const creditSchema = {
  params: MemberParams,
  body: Type.Object({ credit: Type.String({ maxLength: 20 }) }, { additionalProperties: false }),
  response: okSchema,
};

const url = Type.String({ maxLength: 2048, pattern: '^https?://' });

const settingsSchema = {
  body: Type.Object(
    {
      registerMode: Type.Optional(RegisterMode),
      contactUrl: Type.Optional(url),
      // Empty clears the backup line.
      contactUrl2: Type.Optional(Type.Union([url, Type.String({ maxLength: 0 })])),
      // The theme an operator changes: its title, and its logo's address.
      themeTitle: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      themeLogo: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
  response: okSchema,
};

const latestOtpSchema = {
  querystring: Type.Object({ phone: Type.String({ minLength: 1, maxLength: 32 }) }, { additionalProperties: false }),
  response: { 200: Type.Object({ code: Type.String() }) },
};

// Verbatim on purpose: browser tests make the server answer failures and hostile values.
const gameAnswer = Type.Union([
  Type.Object(
    {
      code: Type.Number(),
      url: Type.Optional(Type.String({ maxLength: 2048 })),
      Url: Type.Optional(Type.String({ maxLength: 2048 })),
      message: Type.Optional(Type.String({ maxLength: 500 })),
    },
    { additionalProperties: false },
  ),
  Type.Null(),
]);

const gameAnswersSchema = {
  body: Type.Object(
    { lotto: Type.Optional(gameAnswer), hotgraph: Type.Optional(gameAnswer), game: Type.Optional(gameAnswer) },
    { additionalProperties: false, minProperties: 1 },
  ),
  response: okSchema,
};

// null goes back to checking the credential.
const memberServiceAnswerSchema = {
  body: Type.Object({ answer: Type.Union([MemberServiceLoginAnswer, Type.Null()]) }, { additionalProperties: false }),
  response: okSchema,
};

const spinsSchema = {
  params: MemberParams,
  body: Type.Object(
    {
      spins: Type.Integer({ minimum: 0, maximum: 100 }),
      /** Where the next spin stops (a browser test needs a known prize). */
      nextSegment: Type.Optional(Type.Integer({ minimum: 0, maximum: wheelSegments.length - 1 })),
    },
    { additionalProperties: false },
  ),
  response: okSchema,
};

// A member of its own for a test that must not share balances or open requests with another.
const newMemberSchema = {
  body: Type.Object(
    {
      username: Type.String({ pattern: '^0[0-9]{9}$' }),
      password: Type.String({ minLength: 8, maxLength: 64 }),
      bankAccount: Type.String({ pattern: '^[0-9]{10,12}$' }),
      /** The registered account's name (default ทดสอบ ระบบ): a statement line names its sender by it. */
      accountName: Type.Optional(Type.String({ minLength: 2, maxLength: 100 })),
    },
    { additionalProperties: false },
  ),
  response: { 201: OkResponse },
};

const depositParams = { params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }), response: okSchema };

const passwordResetSchema = { params: MemberParams, response: { 200: Type.Object({ temporaryPassword: Type.String() }) } };

export const testSupportRoutes: FastifyPluginAsyncTypebox<TestSupportRoutesOptions> = async (
  app,
  { db, otp, wheel, gameAnswers, memberService, siteApi, sessions, now },
) => {
  const nowSeconds = (): number => Math.floor(now() / 1000);

  app.post(testSupportPaths.members, { schema: newMemberSchema }, async (request, reply) => {
    const { username, password, bankAccount, accountName = 'ทดสอบ ระบบ' } = request.body;
    const passwordHash = await hashPassword(password);
    let username2 = username2Candidate();
    while (await username2Taken(db, username2)) username2 = username2Candidate();
    await insertMember(
      db,
      {
        username,
        username2,
        passwordHash,
        webAgentGroup: 'member',
        siteApi,
        creditSatang: 0,
        bonusBalanceSatang: 0,
        bankCode: 'KBANK',
        bankAccount,
        accountName,
      },
      nowSeconds(),
    );
    return reply.code(201).send({ ok: true as const });
  });

  // Ends an open PromptPay request's time now: the next read of it finds it expired.
  app.post(testSupportPaths.depositExpire, { schema: depositParams }, async (request) => {
    await run(db, sql`UPDATE deposits SET expires_at = ${nowSeconds()} WHERE id = ${request.params.id} AND status = 'pending'`);
    return { ok: true as const };
  });

  app.post(testSupportPaths.memberCredit, { schema: creditSchema }, async (request) => {
    const satang = parseBaht(request.body.credit);
    if (satang === null) throw badRequest('credit');
    const member = await findMemberByUsername(db, request.params.username);
    if (!member) throw new ApiHttpError(404, apiErrorCodes.notFound, errorMessages.memberNotFound);
    // Through the ledger like every credit change: the difference as an 'adjustment'.
    const difference = satang - member.credit_satang;
    if (difference !== 0) {
      await postLedger(db, { memberId: member.id, kind: 'adjustment', amountSatang: difference, description: 'ปรับยอดเครดิต', nowSeconds: nowSeconds() });
    }
    return { ok: true as const };
  });

  app.post(testSupportPaths.settings, { schema: settingsSchema }, async (request) => {
    const { registerMode, contactUrl, contactUrl2, themeTitle, themeLogo } = request.body;
    await transaction(db, async (tx) => {
      if (registerMode !== undefined) await setSetting(tx, settingKeys.registerMode, registerMode);
      if (contactUrl !== undefined) await setSetting(tx, settingKeys.contactUrl, contactUrl);
      if (contactUrl2 !== undefined) await setSetting(tx, settingKeys.contactUrl2, contactUrl2);
      if (themeTitle !== undefined) await setSetting(tx, settingKeys.themeTitle, themeTitle);
      if (themeLogo !== undefined) await setSetting(tx, settingKeys.themeLogo, themeLogo);
    });
    return { ok: true as const };
  });

  // The code the member would read in the SMS. Kept only in memory, and only with test routes on.
  app.get(testSupportPaths.latestOtp, { schema: latestOtpSchema }, async (request) => {
    const code = await otp.latestCode(request.query.phone);
    if (code === null) throw new ApiHttpError(404, apiErrorCodes.notFound, errorMessages.notFound);
    return { code };
  });

  app.post(testSupportPaths.gameAnswers, { schema: gameAnswersSchema }, async (request) => {
    for (const key of ['lotto', 'hotgraph', 'game'] as const) {
      const given = request.body[key];
      if (given !== undefined) gameAnswers[key] = given;
    }
    return { ok: true as const };
  });

  // Sets the spins the member has left today (Bangkok): 0 to test the refusal, more for retries;
  // optionally where the next spin stops.
  app.post(testSupportPaths.memberSpins, { schema: spinsSchema }, async (request) => {
    const member = await findMemberByUsername(db, request.params.username);
    if (!member) throw new ApiHttpError(404, apiErrorCodes.notFound, errorMessages.memberNotFound);
    await wheel.setSpinsLeft(member.id, request.body.spins);
    if (request.body.nextSegment !== undefined) wheel.forceNextSegment(request.body.nextSegment);
    return { ok: true as const };
  });

  // Staff's password reset (ADR 0050) without a staff session: the same temporary password, the
  // same store function and every session ended, so a browser test signs in as the member would.
  app.post(testSupportPaths.memberPasswordReset, { schema: passwordResetSchema }, async (request) => {
    const row = await memberNamed(db, request.params.username);
    const password = temporaryPassword(row.username);
    await resetMemberPassword(db, row, await hashPassword(password), newSportsbookPassword());
    await sessions.revokeAll(row.id);
    return { temporaryPassword: password };
  });

  // What the earlier member service answers next, until set back to null (a code-1 refusal, say).
  app.post(testSupportPaths.memberServiceAnswer, { schema: memberServiceAnswerSchema }, async (request) => {
    memberService.answer = request.body.answer;
    return { ok: true as const };
  });
};
