import { BehaviorSubject, EMPTY, type Subscription, combineLatest, distinctUntilChanged, map, switchMap, timer } from 'rxjs';
import { isApiError, sendEventLog, type ApiClient } from '@member-site/shared';
import type { Session } from './session';

/** Spec section 9: first call 1.5 s after entry, then every 60 s. */
export const firstPollDelayMs = 1_500;
export const pollIntervalMs = 60_000;

interface PollerOptions {
  session: Session;
  api: ApiClient;
  currentPath: () => string;
  /** Called once when the credit check says the session is over; polling is already stopped. */
  onSessionExpired: () => void;
}

/** Only an answer that rejects the token ends the session; other failures are logged and retried. */
function endsSession(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/**
 * Credit, bonus wallet and event-log polling while a member is signed in (and the member itself
 * while it could not be loaded). A credit check that rejects the token stops polling and reports
 * the expiry.
 */
export function startMemberPollers({ session, api, currentPath, onSessionExpired }: PollerOptions): Subscription {
  const expired = new BehaviorSubject(false);

  // The same load as refreshBalance(): a poll falling during a refresh joins it. A refresh does
  // not move this schedule: the 60 s rhythm is also the event log's and the expiry check's.
  async function pollCredit(): Promise<void> {
    try {
      await session.loadBalance();
    } catch (error) {
      if (endsSession(error)) {
        expired.next(true);
        onSessionExpired();
      } else {
        console.error('[shell] E11 credit check failed', error);
      }
    }
  }

  function logEntry(): void {
    sendEventLog(api, currentPath(), navigator.userAgent).catch((error: unknown) =>
      console.error('[shell] E13 event log failed', error),
    );
  }

  const signedIn = session.accessToken.pipe(
    map((token) => token !== ''),
    distinctUntilChanged(),
  );
  const subscription = signedIn.subscribe((isIn) => {
    if (!isIn) expired.next(false);
  });
  subscription.add(
    combineLatest([signedIn, expired])
      .pipe(switchMap(([isIn, isExpired]) => (isIn && !isExpired ? timer(firstPollDelayMs, pollIntervalMs) : EMPTY)))
      .subscribe(() => {
        void pollCredit();
        logEntry();
        // The member failed to load at start (an API fault, not an expired token): try again at
        // each tick, so the chrome and the game launches come back by themselves.
        if (session.user.getValue() === null) void session.refreshUser();
      }),
  );
  return subscription;
}
