import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrorCodes, endpoints } from '@member-site/shared/contract';
import { schemaOf } from '../base/contract-route';
import { hashPassword } from '../session/passwords';
import type { SessionService } from '../session/sessions';
import type { Ticket, TicketService } from '../session/tickets';
import type { Db } from '../base/db';
import { ApiHttpError, errorMessages, fieldMessages, lineFailed, otpExpired, otpInvalid, rateLimited, registerClosed } from '../base/errors';
import { findMemberByLineUserId } from '../member/store';
import { referrerOf } from '../account/affiliate';
import { assertFree, createMember, type SpentTicket } from './registration';
import { checkAcceptAge, checkBankDetails, checkPassword, checkPhone, optionalText, readablePassword } from './rules';
import { getSetting, settingKeys } from '../site/settings';

export interface RegisterRoutesOptions {
  db: Db;
  sessions: SessionService;
  tickets: TicketService;
  registerRateLimit: { max: number; timeWindowMs: number };
  now: () => number;
  /** site_api of new members. */
  siteApi: string;
}

/** The mode-4 ticket, checked against the phone being registered. */
async function otpTicket(tickets: TicketService, token: string | undefined, phone: string): Promise<Ticket> {
  if (!token) throw new ApiHttpError(400, apiErrorCodes.otpRequired, errorMessages.otpRequired);
  const reading = tickets.read('otp', token);
  if (reading.status === 'invalid' || reading.ticket.data.phone !== phone) throw otpInvalid(errorMessages.otpTicketInvalid);
  if (reading.status === 'expired' || (await tickets.isSpent(reading.ticket))) throw otpExpired(errorMessages.otpTicketExpired);
  return reading.ticket;
}

/** The LINE account a registration token names, when it is still free to link. */
async function lineTicket(db: Db, tickets: TicketService, token: string): Promise<Ticket & { lineUserId: string }> {
  const reading = tickets.read('line-register', token);
  const lineUserId = reading.status === 'valid' ? reading.ticket.data.lineUserId : undefined;
  if (reading.status !== 'valid' || !lineUserId || (await tickets.isSpent(reading.ticket))) {
    throw lineFailed(400, errorMessages.lineRegistrationExpired);
  }
  if (await findMemberByLineUserId(db, lineUserId)) throw lineFailed(409, errorMessages.lineAlreadyLinked);
  return { ...reading.ticket, lineUserId };
}

/** POST /register (modes 2 and 4) and /register/auto (mode 1); both sign the new member in. */
export const registerRoutes: FastifyPluginAsyncTypebox<RegisterRoutesOptions> = async (app, opts) => {
  const { db, sessions, tickets, now, siteApi } = opts;
  const nowSeconds = (): number => Math.floor(now() / 1000);
  // One budget per address shared by both forms; counted after the body parses.
  const limitPerAddress = app.rateLimit({
    max: opts.registerRateLimit.max,
    timeWindow: opts.registerRateLimit.timeWindowMs,
    errorResponseBuilder: () => rateLimited(errorMessages.registerRateLimited),
  });

  app.post(endpoints.register.path, { schema: schemaOf(endpoints.register), preHandler: limitPerAddress }, async (request, reply) => {
    const mode = await getSetting(db, settingKeys.registerMode);
    if (mode !== '2' && mode !== '4') throw registerClosed();
    const body = request.body;
    checkPhone(body.phone);
    checkPassword(body.password);
    const bank = checkBankDetails(body);
    const lineId = optionalText(body.lineId, 50, fieldMessages.lineId);
    const referralSource = optionalText(body.referralSource, 50, fieldMessages.referralSource);
    checkAcceptAge(body.acceptAge);

    const spend: SpentTicket[] = [];
    if (mode === '4') spend.push({ kind: 'otp', ticket: await otpTicket(tickets, body.otpToken, body.phone) });
    const line = body.lineRegistrationToken ? await lineTicket(db, tickets, body.lineRegistrationToken) : undefined;
    if (line) spend.push({ kind: 'line-register', ticket: line });

    await assertFree(db, body.phone, bank);
    const passwordHash = await hashPassword(body.password);
    const memberId = await createMember(
      db,
      tickets,
      {
        phone: body.phone,
        passwordHash,
        ...bank,
        lineId,
        referralSource,
        lineUserId: line?.lineUserId,
        referredBy: await referrerOf(db, body.referralCode),
        siteApi,
      },
      spend,
      nowSeconds(),
    );
    reply.code(201);
    return { ...(await sessions.issue(memberId)), username: body.phone };
  });

  app.post(endpoints.registerAuto.path, { schema: schemaOf(endpoints.registerAuto), preHandler: limitPerAddress }, async (request, reply) => {
    if ((await getSetting(db, settingKeys.registerMode)) !== '1') throw registerClosed();
    const body = request.body;
    checkPhone(body.phone);
    const bank = checkBankDetails(body);
    checkAcceptAge(body.acceptAge);

    await assertFree(db, body.phone, bank);
    const password = readablePassword();
    const memberId = await createMember(db, tickets, { phone: body.phone, passwordHash: await hashPassword(password), ...bank, siteApi }, [], nowSeconds());
    reply.code(201);
    return { ...(await sessions.issue(memberId)), username: body.phone, password };
  });
};
