import { passwordRules } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { run, transaction, type Db } from '../base/db';
import { newSportsbookPassword, type MemberRow } from '../member/store';
import { hashPassword, verifyPassword } from '../session/passwords';
import { accountErrors, accountMessages } from './errors';

/** Throws PASSWORD_WEAK with the first rule the new password breaks. */
function checkNewPassword(member: MemberRow, current: string, next: string): void {
  const rules = passwordRules(next, member.username, current);
  if (!rules.length) throw accountErrors.passwordWeak(accountMessages.passwordLength);
  if (!rules.lettersAndDigits) throw accountErrors.passwordWeak(accountMessages.passwordLettersDigits);
  if (!rules.notUsername) throw accountErrors.passwordWeak(accountMessages.passwordIsUsername);
  if (!rules.notCurrent) throw accountErrors.passwordWeak(accountMessages.passwordIsCurrent);
}

/**
 * Checks the current password first, always with the full hashing work, so every wrong answer
 * takes the same time whatever else is wrong with the request. On success the new hash and a new
 * sportsbook credential (ADR 0004: the old one may have travelled in a redirect) are stored together,
 * a reset by staff is over, and `alongside` (the end of the other sessions) commits with them;
 * answers what `alongside` answers.
 */
export async function changePassword<T>(db: Db, member: MemberRow, current: string, next: string, alongside: (tx: Db) => Promise<T>): Promise<T> {
  if (!(await verifyPassword(current, member.password_hash))) throw accountErrors.passwordWrong();
  checkNewPassword(member, current, next);
  // Hashed before the transaction: the hashing work must not hold the database.
  const hash = await hashPassword(next);
  return transaction(db, async (tx) => {
    // A password staff reset (issue 35) is replaced now: the member may play and move money again.
    // Only over the hash the current password was checked against: a change or a reset by staff
    // that landed while this one was hashing makes the current password a wrong one.
    const changed = await run(
      tx,
      sql`UPDATE members SET password_hash = ${hash}, sportsbook_password = ${newSportsbookPassword()}, password_reset_required = 0
          WHERE id = ${member.id} AND password_hash = ${member.password_hash}`,
    );
    if (changed === 0) throw accountErrors.passwordWrong();
    return alongside(tx);
  });
}
