import { BehaviorSubject, EMPTY, Observable, type Subscription, combineLatest, concat, defer, distinctUntilChanged, map, switchMap, timer } from 'rxjs';
import { fetchBalanceChange, isApiError, sendEventLog, type ApiClient, type CapabilityName, type PushedNotice } from '@member-site/shared';
import type { PushEnvironment } from './balance-push';
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
  /** A notice the event stream brought (balance-push): a settled withdrawal, an answered ticket. */
  notify?: (notice: PushedNotice) => void;
  /** The browser's stream parts (tests give their own). */
  pushEnvironment?: PushEnvironment;
}

/** Capability balance-changes: how often a page on screen reads the balance's version. */
export const balanceCheckMs = 2_000;
/** After a failed read: the first wait, doubling up to the last. */
export const balanceRetryMs = { first: 5_000, max: 60_000 };

/**
 * Capability balance-changes: the balance's version, read every 2 s while the page is on screen
 * (a hidden tab asks nothing until it is shown again); a new version reads the balance (credit
 * and bonus) again, so the top bar follows a deposit within seconds on every member page. Short
 * reads rather than a held request: the network goes quiet between them. A failure waits longer
 * each time (a rejected token goes to the session-expired path through the API client). Ends
 * when unsubscribed.
 */
function followBalance(session: Session, api: ApiClient): Observable<never> {
  return new Observable<never>(() => {
    let stopped = false;
    let busy = false;
    let version: string | undefined;
    let retryMs = balanceRetryMs.first;
    let next: ReturnType<typeof setTimeout> | undefined;
    const schedule = (ms: number): void => {
      clearTimeout(next);
      if (!stopped) next = setTimeout(() => void check(), ms);
    };
    async function check(): Promise<void> {
      if (stopped || busy || document.visibilityState === 'hidden') return;
      busy = true;
      try {
        const change = await fetchBalanceChange(api);
        if (stopped) return;
        if (version !== undefined && change.version !== version) await session.refreshBalance();
        version = change.version;
        retryMs = balanceRetryMs.first;
        schedule(balanceCheckMs);
      } catch (error) {
        if (stopped) return;
        console.warn(`[shell] E47 the balance's version could not be read; asking again in ${retryMs / 1000} s`, error);
        schedule(retryMs);
        retryMs = Math.min(retryMs * 2, balanceRetryMs.max);
      } finally {
        busy = false;
      }
    }
    const shown = (): void => {
      if (document.visibilityState === 'visible') schedule(0);
    };
    document.addEventListener('visibilitychange', shown);
    schedule(0);
    return () => {
      stopped = true;
      clearTimeout(next);
      document.removeEventListener('visibilitychange', shown);
    };
  });
}

/** Only an answer that rejects the token ends the session; other failures are logged and retried. */
function endsSession(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/**
 * Credit, bonus wallet and event-log polling while a member is signed in (and the member itself
 * while it could not be loaded), and the balance followed as it changes where the API offers
 * balance-changes. A credit check that rejects the token stops polling and reports the expiry.
 */
/** Which of the two balance capabilities the API offers (a string, so a repeated answer changes nothing). */
type Following = 'none' | 'push' | 'versions' | 'push+versions';

function followingFor(offered: readonly CapabilityName[]): Following {
  const push = offered.includes('balance-push');
  const versions = offered.includes('balance-changes');
  return push ? (versions ? 'push+versions' : 'push') : versions ? 'versions' : 'none';
}

export function startMemberPollers({ session, api, currentPath, onSessionExpired, notify, pushEnvironment }: PollerOptions): Subscription {
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
    sendEventLog(api, currentPath(), navigator.userAgent).catch((error: unknown) => console.error('[shell] E13 event log failed', error));
  }

  const signedIn = session.accessToken.pipe(
    map((token) => token !== ''),
    distinctUntilChanged(),
  );
  const subscription = signedIn.subscribe((isIn) => {
    if (!isIn) expired.next(false);
  });
  // A sign-out under way stops the polls at once: the token is being revoked.
  const active = combineLatest([signedIn, expired, session.signingOut]).pipe(
    map(([isIn, isExpired, leaving]) => isIn && !isExpired && !leaving),
    distinctUntilChanged(),
  );
  subscription.add(
    active.pipe(switchMap((on) => (on ? timer(firstPollDelayMs, pollIntervalMs) : EMPTY))).subscribe(() => {
      void pollCredit();
      logEntry();
      // The member failed to load at start (an API fault, not an expired token): try again at
      // each tick, so the chrome and the game launches come back by themselves.
      if (session.user.getValue() === null) void session.refreshUser();
    }),
  );
  subscription.add(
    combineLatest([active, session.capabilities])
      .pipe(
        map(([on, offered]) => (on ? followingFor(offered ?? []) : 'none')),
        distinctUntilChanged(),
        switchMap((how) => follow(how)),
      )
      .subscribe(),
  );

  /**
   * How the balance follows a change (ADR 0062): pushed where the API offers balance-push (and
   * the version reads if the stream turns out blocked), read by version where it offers only
   * balance-changes, and by the spec's 60 s checks alone otherwise.
   */
  function follow(how: Following): Observable<never> {
    const versions = how === 'versions' || how === 'push+versions' ? followBalance(session, api) : EMPTY;
    if (how !== 'push' && how !== 'push+versions') return versions;
    // Its own chunk: a spec-only API's members never load it.
    const pushed = defer(() => import('./balance-push')).pipe(
      switchMap(({ followBalancePush }) => followBalancePush({ session, api, notify: notify ?? (() => undefined), env: pushEnvironment })),
    );
    return concat(pushed, versions);
  }
  return subscription;
}
