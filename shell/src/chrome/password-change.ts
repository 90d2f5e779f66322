import { apiErrorCodes, navigate, routePath, showWarning, type ApiError } from '@member-site/shared';
import type { Session } from '../session/session';

/** What the shell says when it stops a game itself (the API's 423 says the same). */
export const passwordChangeFirstText = 'กรุณาตั้งรหัสผ่านใหม่ก่อนใช้งาน';

/**
 * Staff reset the member's password (ADR 0050): the message as text, the member read again from
 * /auth (so the route steps keep them on the password change until it is done) and the password
 * change itself. The member stays signed in: never the session-expired path.
 */
export function requirePasswordChange(session: Session, message: string): void {
  void session.refreshUser();
  const to = routePath('passwordChange');
  if (window.location.pathname.toLowerCase() !== to) navigate(to);
  showWarning(message).catch((error: unknown) => console.error('[shell] E48 password-change dialog failed', error));
}

/**
 * The one place a member call's 423 lands (the API client's `onLocked`: a remote's page, the
 * shell's game launch): PASSWORD_CHANGE_REQUIRED goes to the password change; a break's
 * RESTRICTED (ADR 0018) stays with the page that asked, which says until when.
 */
export function onLocked(session: Session, error: ApiError): void {
  if (error.code === apiErrorCodes.passwordChangeRequired) requirePasswordChange(session, error.message);
}
