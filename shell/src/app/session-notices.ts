import { filter, type Subscription } from 'rxjs';
import { routePath, showBlockingNotice, showWarning, texts } from '@member-site/shared';
import type { Session } from '../session/session';

type Go = (to: string) => void;

/** Shows the dialog, then leaves for /logout even if the dialog itself could not load. */
function thenLogout(dialog: Promise<void>, go: Go): void {
  void dialog.catch((error: unknown) => console.error('[shell] E26 dialog failed', error)).finally(() => go(routePath('logout')));
}

/**
 * The one session-expired path (spec section 8): whoever noticed (the credit poll, any member
 * call through the API client, a remote's expireSession()), one blocking dialog, then /logout.
 */
export function watchSessionExpiry(session: Session, go: Go): Subscription {
  return session.expired
    .pipe(filter((isExpired) => isExpired))
    .subscribe(() => thenLogout(showBlockingNotice(texts.sessionExpiredTitle, texts.sessionExpiredText), go));
}

/** The earlier silent sign-in failed (spec section 8): its warning, then /logout. */
export function reportSilentSignInFailure(go: Go): void {
  thenLogout(showWarning(texts.silentSignInFailedText, texts.silentSignInFailedTitle), go);
}
