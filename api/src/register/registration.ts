import type { BankDetails } from '@member-site/shared/contract';
import type { Ticket, TicketKind, TicketService } from '../session/tickets';
import { transaction, type Db } from '../base/db';
import { alreadyRegistered, errorMessages, lineFailed, otpExpired } from '../base/errors';
import { bankAccountTaken, findMemberByUsername, insertMember, username2Taken } from '../member/store';
import { username2Candidate } from './rules';

/** A checked registration: the member's username is the phone. */
export interface NewRegistration extends BankDetails {
  phone: string;
  passwordHash: string;
  lineId?: string;
  referralSource?: string;
  /** LINE account to link (from a checked LINE registration token). */
  lineUserId?: string;
  /** The member whose referral link brought this one (null: none, or an unknown code). */
  referredBy?: number | null;
  /** The sportsbook base address (siteApiFor the API's public URL). */
  siteApi: string;
}

/** Tickets the registration uses up: spent in the same transaction as the insert. */
export type SpentTicket = { kind: TicketKind; ticket: Ticket };

/**
 * Fast answer before the costly password hash; the insert checks again (see createMember). A taken
 * phone and a taken account get the same answer: which one was taken would tell a stranger
 * whether a phone is a member's without creating anything (ADR 0035).
 */
export async function assertFree(db: Db, phone: string, bank: BankDetails): Promise<void> {
  if ((await findMemberByUsername(db, phone)) || (await bankAccountTaken(db, bank.bankCode, bank.bankAccount))) throw alreadyRegistered();
}

async function freeUsername2(db: Db): Promise<string> {
  // A million candidates: a clash is rare, ten in a row means something else is wrong.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const candidate = username2Candidate();
    if (!(await username2Taken(db, candidate))) return candidate;
  }
  throw new Error('[api] E7 no free secondary username after 10 attempts');
}

// Duck-typed, not `instanceof Error`: better-sqlite3 makes its SqliteError once per process, so
// under jest it can come from another test file's realm. SQLite names the columns in its message
// (`members.username`); PostgreSQL (23505) names the constraint or index (`members_username_key`).
function isUniqueViolation(error: unknown): error is { code: string; message: string; constraint?: string } {
  const e = error as { code?: unknown; message?: unknown } | null;
  return typeof e === 'object' && e !== null && (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === '23505') && typeof e.message === 'string';
}

// Two sign-ups for the same phone or account can both pass assertFree while their passwords
// hash; the UNIQUE indexes decide, and the loser gets the same answer as a plain duplicate.
function constraintAnswer(error: { message: string; constraint?: string }): unknown {
  const names = `${error.message} ${error.constraint ?? ''}`;
  if (/members[._](username(?!2)|bank_account)/.test(names)) return alreadyRegistered();
  if (/members[._]line_user_id/.test(names)) return lineFailed(409, errorMessages.lineAlreadyLinked);
  return error;
}

/** Inserts the member and spends the tickets, all or nothing. Returns the member id. */
export async function createMember(
  db: Db,
  tickets: TicketService,
  registration: NewRegistration,
  spend: readonly SpentTicket[],
  nowSeconds: number,
): Promise<number> {
  try {
    return await transaction(db, async (tx) => {
      for (const { kind, ticket } of spend) {
        if (!(await tickets.spend(kind, ticket, tx))) {
          throw kind === 'otp' ? otpExpired(errorMessages.otpTicketExpired) : lineFailed(400, errorMessages.lineRegistrationExpired);
        }
      }
      return insertMember(
        tx,
        {
          username: registration.phone,
          username2: await freeUsername2(tx),
          passwordHash: registration.passwordHash,
          webAgentGroup: 'member',
          siteApi: registration.siteApi,
          creditSatang: 0,
          bonusBalanceSatang: 0,
          bankCode: registration.bankCode,
          bankAccount: registration.bankAccount,
          accountName: registration.accountName,
          lineId: registration.lineId,
          referralSource: registration.referralSource,
          lineUserId: registration.lineUserId,
          referredBy: registration.referredBy,
        },
        nowSeconds,
      );
    });
  } catch (error) {
    throw isUniqueViolation(error) ? constraintAnswer(error) : error;
  }
}
