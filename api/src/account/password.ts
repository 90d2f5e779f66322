import { passwordRules } from '@member-site/shared/contract';
import type { Db } from '../base/db';
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
 * and a reset by staff is over.
 */
export async function changePassword(db: Db, member: MemberRow, current: string, next: string): Promise<void> {
  if (!(await verifyPassword(current, member.password_hash))) throw accountErrors.passwordWrong();
  checkNewPassword(member, current, next);
  const hash = await hashPassword(next);
  // A password staff reset (issue 35) is replaced now: the member may play and move money again.
  db.prepare('UPDATE members SET password_hash = ?, sportsbook_password = ?, password_reset_required = 0 WHERE id = ?').run(
    hash,
    newSportsbookPassword(),
    member.id,
  );
}
