import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpRequestResponse, OtpVerifyResponse } from '@member-site/shared/contract';
import { purposeKey, type TicketService } from '../session/tickets';
import { sql } from 'kysely';
import { one, run, transaction, type Db } from '../base/db';
import { type ApiHttpError, countedMessages, errorMessages, otpExpired, otpInvalid, rateLimited } from '../base/errors';
import { findMemberByUsername } from '../member/store';
import type { SmsSender } from './sms';

export const otpCodeLength = 6;
export const otpTtlSeconds = 300;
export const otpMaxAttempts = 5;
/** Lifetime of the ticket (otpToken) a verified code gives. */
export const otpTicketTtlSeconds = 900;

export interface OtpLimits {
  /** Seconds between two codes for one phone. */
  resendSeconds: number;
  phoneHourlyMax: number;
  ipHourlyMax: number;
  /** Codes for the whole site per hour: a cap on what SMS pumping can cost. */
  globalHourlyMax: number;
}

export const defaultOtpLimits: OtpLimits = { resendSeconds: 60, phoneHourlyMax: 5, ipHourlyMax: 30, globalHourlyMax: 1000 };

export interface OtpService {
  request(phone: string, ip: string): Promise<OtpRequestResponse>;
  verify(requestId: string, code: string): Promise<OtpVerifyResponse>;
  /** Test routes only: the clear code of the phone's latest pending request, kept in memory. */
  latestCode(phone: string): Promise<string | null>;
}

export interface OtpServiceOptions {
  db: Db;
  secret: string;
  now: () => number;
  limits: OtpLimits;
  sms: SmsSender;
  tickets: TicketService;
  /** Keep clear codes in memory for latestCode (only when the test routes are on). */
  rememberCodes: boolean;
}

interface OtpRow {
  id: string;
  phone: string;
  code_hash: string;
  expires_at: number;
  attempts: number;
  verified_at: number | null;
  created_at: number;
}

const hourSeconds = 60 * 60;
// Rows older than a day count toward no limit; dropping them keeps the table small.
const purgeAfterSeconds = 24 * hourSeconds;
const maxRememberedCodes = 1000;

export function createOtpService(options: OtpServiceOptions): OtpService {
  const { db, limits, sms, tickets } = options;
  const codeKey = purposeKey(options.secret, 'otp-code');
  const remembered = new Map<string, string>();
  const nowSeconds = (): number => Math.floor(options.now() / 1000);
  // Bound to the request id, so equal codes of two requests never share a hash.
  const hashCode = (requestId: string, code: string): Buffer => createHmac('sha256', codeKey).update(`${requestId}:${code}`).digest();

  async function checkLimits(tx: Db, phone: string, ip: string, now: number): Promise<void> {
    const last = await one<{ created_at: number }>(tx, sql`SELECT created_at FROM otp_requests WHERE phone = ${phone} ORDER BY created_at DESC LIMIT 1`);
    if (last && now - last.created_at < limits.resendSeconds) {
      throw rateLimited(countedMessages.otpResendWait(last.created_at + limits.resendSeconds - now));
    }
    const since = now - hourSeconds;
    const perPhone = (await one<{ n: number }>(tx, sql`SELECT COUNT(*) AS n FROM otp_requests WHERE phone = ${phone} AND created_at > ${since}`))?.n ?? 0;
    const perIp = (await one<{ n: number }>(tx, sql`SELECT COUNT(*) AS n FROM otp_requests WHERE ip = ${ip} AND created_at > ${since}`))?.n ?? 0;
    if (perPhone >= limits.phoneHourlyMax || perIp >= limits.ipHourlyMax) throw rateLimited(errorMessages.otpHourlyLimit);
    const all = (await one<{ n: number }>(tx, sql`SELECT COUNT(*) AS n FROM otp_requests WHERE created_at > ${since}`))?.n ?? 0;
    if (all >= limits.globalHourlyMax) {
      console.warn(`[api] E20 one-time codes reached API_OTP_GLOBAL_HOURLY_MAX (${limits.globalHourlyMax} an hour): refused until the hour passes`);
      throw rateLimited(errorMessages.otpHourlyLimit);
    }
  }

  function remember(requestId: string, code: string): void {
    if (!options.rememberCodes) return;
    remembered.set(requestId, code);
    const oldest = remembered.keys().next().value;
    if (remembered.size > maxRememberedCodes && oldest !== undefined) remembered.delete(oldest);
  }

  return {
    // Limits first, then the same answer, the same row and the same work for every phone: whether
    // a phone is a member's is told only to that phone, by SMS. A member's phone gets a notice
    // instead of a code, and its row holds the hash of a code nobody was sent.
    async request(phone, ip) {
      const now = nowSeconds();
      const requestId = randomBytes(16).toString('base64url');
      const code = String(randomInt(10 ** otpCodeLength)).padStart(otpCodeLength, '0');
      // One transaction: the limits counted, the code recorded and its SMS queued, or none of it.
      const member = await transaction(db, async (tx) => {
        await checkLimits(tx, phone, ip, now);
        await run(tx, sql`DELETE FROM otp_requests WHERE created_at < ${now - purgeAfterSeconds}`);
        // A new code replaces the phone's earlier ones: only the latest SMS works.
        await run(tx, sql`UPDATE otp_requests SET expires_at = ${now} WHERE phone = ${phone} AND verified_at IS NULL AND expires_at > ${now}`);
        await run(
          tx,
          sql`INSERT INTO otp_requests (id, phone, code_hash, expires_at, attempts, created_at, ip)
              VALUES (${requestId}, ${phone}, ${hashCode(requestId, code).toString('hex')}, ${now + otpTtlSeconds}, 0, ${now}, ${ip})`,
        );
        const isMember = (await findMemberByUsername(tx, phone)) !== undefined;
        if (isMember) await sms.sendAlreadyMember(tx, { phone, requestId }, now);
        else await sms.sendOtp(tx, { phone, requestId, code }, now);
        return isMember;
      });
      if (!member) remember(requestId, code);
      return { requestId, expiresIn: otpTtlSeconds, resendIn: limits.resendSeconds, length: otpCodeLength };
    },

    async verify(requestId, code) {
      const now = nowSeconds();
      // Returns its refusal instead of throwing it: a throw would roll back the wrong-code count.
      const outcome = await transaction(db, async (tx): Promise<{ phone: string } | { refusal: ApiHttpError }> => {
        const row = await one<OtpRow>(tx, sql`SELECT * FROM otp_requests WHERE id = ${requestId}`);
        if (!row || row.verified_at !== null || row.expires_at <= now) return { refusal: otpExpired() };
        if (row.attempts >= otpMaxAttempts) return { refusal: otpExpired(errorMessages.otpTooManyAttempts) };
        const stored = Buffer.from(row.code_hash, 'hex');
        const given = hashCode(requestId, code);
        if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
          await run(tx, sql`UPDATE otp_requests SET attempts = attempts + 1 WHERE id = ${requestId}`);
          const left = otpMaxAttempts - row.attempts - 1;
          return { refusal: left > 0 ? otpInvalid(countedMessages.otpWrong(left)) : otpExpired(errorMessages.otpTooManyAttempts) };
        }
        await run(tx, sql`UPDATE otp_requests SET verified_at = ${now} WHERE id = ${requestId} AND verified_at IS NULL`);
        return { phone: row.phone };
      });
      if ('refusal' in outcome) throw outcome.refusal;
      remembered.delete(requestId);
      const otpToken = tickets.issue('otp', { phone: outcome.phone }, otpTicketTtlSeconds);
      return { otpToken, expiresIn: otpTicketTtlSeconds, phone: outcome.phone };
    },

    async latestCode(phone) {
      // Of two requests in one second, the later has the later expiry (the earlier's was cut to that second).
      const row = await one<{ id: string }>(
        db,
        sql`SELECT id FROM otp_requests WHERE phone = ${phone} AND verified_at IS NULL AND expires_at > ${nowSeconds()} AND attempts < ${otpMaxAttempts}
            ORDER BY created_at DESC, expires_at DESC LIMIT 1`,
      );
      return row ? (remembered.get(row.id) ?? null) : null;
    },
  };
}
