import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpRequestResponse, OtpVerifyResponse } from '@member-site/shared/contract';
import { purposeKey, type TicketService } from '../session/tickets';
import type { Db } from '../base/db';
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
  request(phone: string, ip: string): OtpRequestResponse;
  verify(requestId: string, code: string): OtpVerifyResponse;
  /** Test routes only: the clear code of the phone's latest pending request, kept in memory. */
  latestCode(phone: string): string | null;
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

function statements(db: Db) {
  return {
    insert: db.prepare('INSERT INTO otp_requests (id, phone, code_hash, expires_at, attempts, created_at, ip) VALUES (?, ?, ?, ?, 0, ?, ?)'),
    byId: db.prepare('SELECT * FROM otp_requests WHERE id = ?'),
    lastForPhone: db.prepare('SELECT created_at FROM otp_requests WHERE phone = ? ORDER BY created_at DESC LIMIT 1'),
    countForPhone: db.prepare('SELECT COUNT(*) AS n FROM otp_requests WHERE phone = ? AND created_at > ?'),
    countForIp: db.prepare('SELECT COUNT(*) AS n FROM otp_requests WHERE ip = ? AND created_at > ?'),
    countAll: db.prepare('SELECT COUNT(*) AS n FROM otp_requests WHERE created_at > ?'),
    // A new code replaces the phone's earlier ones: only the latest SMS works.
    supersede: db.prepare('UPDATE otp_requests SET expires_at = MIN(expires_at, ?) WHERE phone = ? AND verified_at IS NULL'),
    latestPending: db.prepare(
      `SELECT id FROM otp_requests WHERE phone = ? AND verified_at IS NULL AND expires_at > ? AND attempts < ?
       ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    ),
    countAttempt: db.prepare('UPDATE otp_requests SET attempts = attempts + 1 WHERE id = ?'),
    markVerified: db.prepare('UPDATE otp_requests SET verified_at = ? WHERE id = ? AND verified_at IS NULL'),
    purge: db.prepare('DELETE FROM otp_requests WHERE created_at < ?'),
  };
}

export function createOtpService(options: OtpServiceOptions): OtpService {
  const { db, limits, sms, tickets } = options;
  const sql = statements(db);
  const codeKey = purposeKey(options.secret, 'otp-code');
  const remembered = new Map<string, string>();
  const nowSeconds = (): number => Math.floor(options.now() / 1000);
  // Bound to the request id, so equal codes of two requests never share a hash.
  const hashCode = (requestId: string, code: string): Buffer => createHmac('sha256', codeKey).update(`${requestId}:${code}`).digest();

  function checkLimits(phone: string, ip: string, now: number): void {
    const last = sql.lastForPhone.get(phone) as { created_at: number } | undefined;
    if (last && now - last.created_at < limits.resendSeconds) {
      throw rateLimited(countedMessages.otpResendWait(last.created_at + limits.resendSeconds - now));
    }
    const since = now - hourSeconds;
    const perPhone = (sql.countForPhone.get(phone, since) as { n: number }).n;
    const perIp = (sql.countForIp.get(ip, since) as { n: number }).n;
    if (perPhone >= limits.phoneHourlyMax || perIp >= limits.ipHourlyMax) throw rateLimited(errorMessages.otpHourlyLimit);
    if ((sql.countAll.get(since) as { n: number }).n >= limits.globalHourlyMax) {
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
    request(phone, ip) {
      const now = nowSeconds();
      const requestId = randomBytes(16).toString('base64url');
      const code = String(randomInt(10 ** otpCodeLength)).padStart(otpCodeLength, '0');
      const member = db
        .transaction(() => {
          checkLimits(phone, ip, now);
          sql.purge.run(now - purgeAfterSeconds);
          sql.supersede.run(now, phone);
          sql.insert.run(requestId, phone, hashCode(requestId, code).toString('hex'), now + otpTtlSeconds, now, ip);
          const isMember = findMemberByUsername(db, phone) !== undefined;
          if (isMember) sms.sendAlreadyMember({ phone, requestId }, now);
          else sms.sendOtp({ phone, requestId, code }, now);
          return isMember;
        })
        .immediate();
      if (!member) remember(requestId, code);
      return { requestId, expiresIn: otpTtlSeconds, resendIn: limits.resendSeconds, length: otpCodeLength };
    },

    verify(requestId, code) {
      const now = nowSeconds();
      // Returns its refusal instead of throwing it: a throw would roll back the wrong-code count.
      const check = db.transaction((): { phone: string } | { refusal: ApiHttpError } => {
        const row = sql.byId.get(requestId) as OtpRow | undefined;
        if (!row || row.verified_at !== null || row.expires_at <= now) return { refusal: otpExpired() };
        if (row.attempts >= otpMaxAttempts) return { refusal: otpExpired(errorMessages.otpTooManyAttempts) };
        const stored = Buffer.from(row.code_hash, 'hex');
        const given = hashCode(requestId, code);
        if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
          sql.countAttempt.run(requestId);
          const left = otpMaxAttempts - row.attempts - 1;
          return { refusal: left > 0 ? otpInvalid(countedMessages.otpWrong(left)) : otpExpired(errorMessages.otpTooManyAttempts) };
        }
        sql.markVerified.run(now, requestId);
        return { phone: row.phone };
      });
      const outcome = check.immediate();
      if ('refusal' in outcome) throw outcome.refusal;
      remembered.delete(requestId);
      const otpToken = tickets.issue('otp', { phone: outcome.phone }, otpTicketTtlSeconds);
      return { otpToken, expiresIn: otpTicketTtlSeconds, phone: outcome.phone };
    },

    latestCode(phone) {
      const row = sql.latestPending.get(phone, nowSeconds(), otpMaxAttempts) as { id: string } | undefined;
      return row ? (remembered.get(row.id) ?? null) : null;
    },
  };
}
