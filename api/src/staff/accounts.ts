import { randomInt } from 'node:crypto';
import { isStaffRole, permissionsOf, type StaffRole } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, one, run, transaction, type Db } from '../base/db';
import { instant } from '../base/clock';
import { recoveryCodeHash } from './totp';

// Staff accounts (issue 35, ADR 0046): never members, never a default password. The first admin
// comes from the CLI (staff/cli.ts); admins make the others in the back office.

export interface StaffRow {
  id: number;
  username: string;
  display_name: string;
  password_hash: string;
  /** Comma-separated roles. */
  roles: string;
  status: 'active' | 'disabled';
  /** Sealed (staff/totp.ts); null until the staff member enrols an authenticator. */
  totp_secret: string | null;
  totp_last_step: number;
  created_at: number;
  created_by: string;
  last_sign_in_at: number | null;
}

export const rolesOf = (row: Pick<StaffRow, 'roles'>): StaffRole[] => row.roles.split(',').filter(isStaffRole);

export async function findStaff(db: Db, username: string): Promise<StaffRow | undefined> {
  return one<StaffRow>(db, sql`SELECT * FROM staff WHERE username = ${username.trim().toLowerCase()}`);
}

export async function staffById(db: Db, id: number): Promise<StaffRow | undefined> {
  return one<StaffRow>(db, sql`SELECT * FROM staff WHERE id = ${id}`);
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return all<StaffRow>(db, sql`SELECT * FROM staff ORDER BY status, username`);
}

/** Who is signed in, as the contract's StaffIdentity. */
export function identityOf(row: StaffRow) {
  const roles = rolesOf(row);
  return { username: row.username, displayName: row.display_name, roles, permissions: permissionsOf(roles) };
}

/** An account as the contract's StaffAccount (never its hash or secret). */
export function accountOf(row: StaffRow) {
  return {
    username: row.username,
    displayName: row.display_name,
    roles: rolesOf(row),
    status: row.status,
    totpEnrolled: row.totp_secret !== null,
    createdAt: instant(row.created_at),
    lastSignInAt: row.last_sign_in_at === null ? null : instant(row.last_sign_in_at),
  };
}

// 20 characters from letters and digits without look-alikes: about 113 bits.
const passwordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A one-time password made for a new account or a reset, shown once to whoever made it. */
export function newStaffPassword(): string {
  return Array.from({ length: 20 }, () => passwordAlphabet[randomInt(passwordAlphabet.length)]).join('');
}

export interface NewStaff {
  username: string;
  displayName: string;
  roles: readonly StaffRole[];
  passwordHash: string;
  createdBy: string;
}

/** Inserts the account; null when the username is taken. */
export async function insertStaff(db: Db, staff: NewStaff, nowSeconds: number): Promise<StaffRow | null> {
  const inserted = await one<{ id: number }>(
    db,
    sql`INSERT INTO staff (username, display_name, password_hash, roles, created_at, created_by)
        VALUES (${staff.username}, ${staff.displayName}, ${staff.passwordHash}, ${[...new Set(staff.roles)].join(',')}, ${nowSeconds}, ${staff.createdBy})
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  return inserted ? ((await staffById(db, inserted.id)) ?? null) : null;
}

export async function setStaffRoles(db: Db, id: number, roles: readonly StaffRole[]): Promise<void> {
  await run(db, sql`UPDATE staff SET roles = ${[...new Set(roles)].join(',')} WHERE id = ${id}`);
}

export async function setStaffStatus(db: Db, id: number, status: StaffRow['status']): Promise<void> {
  await run(db, sql`UPDATE staff SET status = ${status} WHERE id = ${id}`);
}

export async function setStaffPassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await run(db, sql`UPDATE staff SET password_hash = ${passwordHash} WHERE id = ${id}`);
}

/** Forgets the authenticator and the recovery codes: the next sign-in enrols again. */
export async function resetStaffTotp(db: Db, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    await run(tx, sql`UPDATE staff SET totp_secret = NULL, totp_last_step = 0 WHERE id = ${id}`);
    await run(tx, sql`DELETE FROM staff_recovery_codes WHERE staff_id = ${id}`);
  });
}

/** Stores the enrolled (sealed) secret, the step of its first code and the recovery codes' hashes. */
export async function enrolStaffTotp(db: Db, id: number, sealedSecret: string, step: number, recoveryCodes: readonly string[]): Promise<void> {
  await transaction(db, async (tx) => {
    await run(tx, sql`UPDATE staff SET totp_secret = ${sealedSecret}, totp_last_step = ${step} WHERE id = ${id}`);
    await run(tx, sql`DELETE FROM staff_recovery_codes WHERE staff_id = ${id}`);
    for (const code of recoveryCodes) await run(tx, sql`INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (${id}, ${recoveryCodeHash(code)})`);
  });
}

/** Records the step of a code just used: the same code (or an older one) is refused from now on. Only forwards. */
export async function useTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  return (await run(db, sql`UPDATE staff SET totp_last_step = ${step} WHERE id = ${id} AND totp_last_step < ${step}`)) === 1;
}

/** Spends a recovery code; false when it is not one of the account's unused ones. */
export async function useRecoveryCode(db: Db, id: number, code: string, nowSeconds: number): Promise<boolean> {
  return (
    (await run(
      db,
      sql`UPDATE staff_recovery_codes SET used_at = ${nowSeconds} WHERE staff_id = ${id} AND code_hash = ${recoveryCodeHash(code)} AND used_at IS NULL`,
    )) === 1
  );
}

export async function recordStaffSignIn(db: Db, id: number, nowSeconds: number): Promise<void> {
  await run(db, sql`UPDATE staff SET last_sign_in_at = ${nowSeconds} WHERE id = ${id}`);
}

/** Active admins other than `exceptId`: the last one may not be disabled or lose the role. */
export async function otherActiveAdmins(db: Db, exceptId: number): Promise<number> {
  return (await listStaff(db)).filter((row) => row.id !== exceptId && row.status === 'active' && rolesOf(row).includes('admin')).length;
}
