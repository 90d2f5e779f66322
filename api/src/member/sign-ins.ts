import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { run, type Db } from '../base/db';
import { accountSuspended } from '../base/errors';
import type { MemberRow } from './store';

// The sign-in history staff read in the back office (issue 35): every attempt on a known member,
// by password, LINE or the member service, with its address and browser. Unknown usernames are
// not recorded: there is no member to file them under, and the login guard counts them anyway.

/** `ok`; `password`: the credential was wrong; `suspended`: right, but staff suspended the account. */
export type SignInOutcome = 'ok' | 'password' | 'suspended';

/** A user agent is the caller's text: kept to this many characters. */
export const userAgentMax = 300;

export async function recordSignIn(db: Db, request: FastifyRequest, memberId: number, outcome: SignInOutcome, nowSeconds: number): Promise<void> {
  const agent = request.headers['user-agent'];
  const userAgent = [...(typeof agent === 'string' ? agent : '')].slice(0, userAgentMax).join('');
  await run(
    db,
    sql`INSERT INTO member_sign_ins (member_id, at, ip, user_agent, outcome) VALUES (${memberId}, ${nowSeconds}, ${request.ip}, ${userAgent}, ${outcome})`,
  );
}

export const isSuspended = (member: Pick<MemberRow, 'suspended_at'>): boolean => member.suspended_at !== null;

/**
 * After a right credential: records the attempt, and refuses a suspended member (403
 * ACCOUNT_SUSPENDED). Only a caller who knew the credential learns the account exists.
 */
export async function admitSignIn(db: Db, request: FastifyRequest, member: MemberRow, nowSeconds: number): Promise<void> {
  const suspended = isSuspended(member);
  await recordSignIn(db, request, member.id, suspended ? 'suspended' : 'ok', nowSeconds);
  if (suspended) throw accountSuspended();
}
