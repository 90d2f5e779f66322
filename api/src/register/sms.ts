import { sql } from 'kysely';
import { afterCommit, run, type Db } from '../base/db';

/**
 * Sends the one-time code. The reference API has no SMS gateway: see createSmsOutbox. `db` is the
 * transaction of the code's request: the message goes out only if the request is recorded.
 */
export interface SmsSender {
  sendOtp(db: Db, message: { phone: string; requestId: string; code: string }, nowSeconds: number): Promise<void>;
  /** A code was asked for a phone that is already a member's: its owner is told, nobody else learns it. */
  sendAlreadyMember(db: Db, message: { phone: string; requestId: string }, nowSeconds: number): Promise<void>;
}

/** The notice a member's phone gets instead of a code. */
export const alreadyMemberSms = 'เบอร์นี้เป็นสมาชิกอยู่แล้ว เข้าสู่ระบบด้วยเบอร์นี้ได้เลย หากลืมรหัสผ่าน กรุณาติดต่อเจ้าหน้าที่';

export interface SmsOutboxOptions {
  /** API_DEV_SMS=1: print the code on stdout, the local stand-in for a gateway. Off by default. */
  devSms: boolean;
  /** Where the dev line goes; console.log unless a test listens. */
  print?: (line: string) => void;
}

/**
 * Records each message in sms_outbox (phone and request, never the code) for an operator's
 * gateway to pick up. With devSms, also prints the one log line that may carry a code.
 */
export function createSmsOutbox(options: SmsOutboxOptions): SmsSender {
  const print = options.print ?? ((line: string) => console.log(line));
  const record = (db: Db, phone: string, requestId: string, kind: 'otp' | 'already-member', nowSeconds: number) =>
    run(db, sql`INSERT INTO sms_outbox (phone, request_id, kind, created_at) VALUES (${phone}, ${requestId}, ${kind}, ${nowSeconds})`);
  // The dev line is printed once the outbox row has committed, as a gateway would send it.
  return {
    async sendOtp(db, { phone, requestId, code }, nowSeconds) {
      await record(db, phone, requestId, 'otp', nowSeconds);
      if (options.devSms) afterCommit(db, () => print(`[api] dev SMS to ${phone}: รหัส OTP คือ ${code}`));
    },
    async sendAlreadyMember(db, { phone, requestId }, nowSeconds) {
      await record(db, phone, requestId, 'already-member', nowSeconds);
      if (options.devSms) afterCommit(db, () => print(`[api] dev SMS to ${phone}: ${alreadyMemberSms}`));
    },
  };
}
