import { randomInt } from 'node:crypto';
import { isStaffRole, permissionsOf, type StaffRole } from '@member-site/shared/contract';
import type { Db } from '../base/db';
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

export function findStaff(db: Db, username: string): StaffRow | undefined {
  return db.prepare('SELECT * FROM staff WHERE username = ?').get(username.trim().toLowerCase()) as StaffRow | undefined;
}

export function staffById(db: Db, id: number): StaffRow | undefined {
  return db.prepare('SELECT * FROM staff WHERE id = ?').get(id) as StaffRow | undefined;
}

export function listStaff(db: Db): StaffRow[] {
  return db.prepare('SELECT * FROM staff ORDER BY status, username').all() as StaffRow[];
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
export function insertStaff(db: Db, staff: NewStaff, nowSeconds: number): StaffRow | null {
  const result = db
    .prepare('INSERT OR IGNORE INTO staff (username, display_name, password_hash, roles, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?)')
    .run(staff.username, staff.displayName, staff.passwordHash, [...new Set(staff.roles)].join(','), nowSeconds, staff.createdBy);
  return result.changes === 1 ? (staffById(db, Number(result.lastInsertRowid)) ?? null) : null;
}

export function setStaffRoles(db: Db, id: number, roles: readonly StaffRole[]): void {
  db.prepare('UPDATE staff SET roles = ? WHERE id = ?').run([...new Set(roles)].join(','), id);
}

export function setStaffStatus(db: Db, id: number, status: StaffRow['status']): void {
  db.prepare('UPDATE staff SET status = ? WHERE id = ?').run(status, id);
}

export function setStaffPassword(db: Db, id: number, passwordHash: string): void {
  db.prepare('UPDATE staff SET password_hash = ? WHERE id = ?').run(passwordHash, id);
}

/** Forgets the authenticator and the recovery codes: the next sign-in enrols again. */
export function resetStaffTotp(db: Db, id: number): void {
  db.transaction(() => {
    db.prepare('UPDATE staff SET totp_secret = NULL, totp_last_step = 0 WHERE id = ?').run(id);
    db.prepare('DELETE FROM staff_recovery_codes WHERE staff_id = ?').run(id);
  })();
}

/** Stores the enrolled (sealed) secret, the step of its first code and the recovery codes' hashes. */
export function enrolStaffTotp(db: Db, id: number, sealedSecret: string, step: number, recoveryCodes: readonly string[]): void {
  db.transaction(() => {
    db.prepare('UPDATE staff SET totp_secret = ?, totp_last_step = ? WHERE id = ?').run(sealedSecret, step, id);
    db.prepare('DELETE FROM staff_recovery_codes WHERE staff_id = ?').run(id);
    const insert = db.prepare('INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (?, ?)');
    for (const code of recoveryCodes) insert.run(id, recoveryCodeHash(code));
  })();
}

/** Records the step of a code just used: the same code (or an older one) is refused from now on. Only forwards. */
export function useTotpStep(db: Db, id: number, step: number): boolean {
  return db.prepare('UPDATE staff SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?').run(step, id, step).changes === 1;
}

/** Spends a recovery code; false when it is not one of the account's unused ones. */
export function useRecoveryCode(db: Db, id: number, code: string, nowSeconds: number): boolean {
  return (
    db
      .prepare('UPDATE staff_recovery_codes SET used_at = ? WHERE staff_id = ? AND code_hash = ? AND used_at IS NULL')
      .run(nowSeconds, id, recoveryCodeHash(code)).changes === 1
  );
}

export function recordStaffSignIn(db: Db, id: number, nowSeconds: number): void {
  db.prepare('UPDATE staff SET last_sign_in_at = ? WHERE id = ?').run(nowSeconds, id);
}

/** Active admins other than `exceptId`: the last one may not be disabled or lose the role. */
export function otherActiveAdmins(db: Db, exceptId: number): number {
  return listStaff(db).filter((row) => row.id !== exceptId && row.status === 'active' && rolesOf(row).includes('admin')).length;
}
