import type { BehaviorSubject } from 'rxjs';
import type { RemoteSession, SessionValues, SessionView, ValueStream } from '@member-site/shared';
import type { Session } from './session';

/**
 * Values are replaced, never edited (each setter replaces its value), so freezing them in place
 * costs the shell nothing and stops a remote from editing the member the shell holds.
 */
function frozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) value.forEach((item) => frozen(item));
  else Object.values(value).forEach((item) => frozen(item));
  return Object.freeze(value);
}

/**
 * A stream that can only be read: a new object around the subject, so a remote cannot reach
 * `next` (or the subject) even by casting.
 */
function readOnly<T>(subject: BehaviorSubject<T>): ValueStream<T> {
  return Object.freeze({
    getValue: () => frozen(subject.getValue()),
    subscribe(next: (value: T) => void) {
      const subscription = subject.subscribe((value) => next(frozen(value)));
      return Object.freeze({ unsubscribe: () => subscription.unsubscribe() });
    },
  });
}

const valueKeys: readonly (keyof SessionValues)[] = [
  'accessToken',
  'profile',
  'user',
  'balance',
  'bonusWallet',
  'theme',
  'contact',
  'website',
  'restriction',
  'capabilities',
  'walletEvents',
];

/** What the shell hands every remote as `session`: the values read-only, plus the commands. */
export function createRemoteSession(session: Session): RemoteSession {
  const view = Object.fromEntries(valueKeys.map((key) => [key, readOnly(session[key] as BehaviorSubject<unknown>)])) as SessionView;
  return Object.freeze({
    ...view,
    refreshBalance: () => session.refreshBalance(),
    showCredit: (credit: string, bonusWallet?: string) => session.showCredit(credit, bonusWallet),
    signIn: (accessToken: string) => session.signIn(accessToken),
    login: (request) => session.login(request),
    logout: () => session.logout(),
    expireSession: () => session.expireSession(),
    refreshUser: () => session.refreshUser(),
  } satisfies RemoteSession);
}
