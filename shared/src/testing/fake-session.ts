import { capabilityNames } from '../contract/capabilities';
import type { LoginRequest } from '../contract/session';
import { emptySessionValues, type RemoteSession, type SessionValues, type ValueStream } from '../remote/session-bus';

/** A ValueStream like the shell's BehaviorSubject: a new subscriber gets the current value at once. */
export class FakeStream<T> implements ValueStream<T> {
  private readonly listeners = new Set<(value: T) => void>();

  constructor(private value: T) {}

  getValue(): T {
    return this.value;
  }

  subscribe(next: (value: T) => void): { unsubscribe(): void } {
    this.listeners.add(next);
    next(this.value);
    return { unsubscribe: () => void this.listeners.delete(next) };
  }

  /** Test-only: the real view has no setter; see FakeSession.set. */
  push(value: T): void {
    this.value = value;
    for (const listener of [...this.listeners]) listener(value);
  }

  /** How many subscribers are still listening (a component must unsubscribe on unmount). */
  get subscriberCount(): number {
    return this.listeners.size;
  }
}

type Streams = { readonly [K in keyof SessionValues]: FakeStream<SessionValues[K]> };

/** The remote's view and commands, each command a jest.fn; tests move values with `set`. */
export type FakeSession = RemoteSession &
  Streams & {
    login: jest.Mock<Promise<void>, [LoginRequest]>;
    signIn: jest.Mock<Promise<void>, [string]>;
    logout: jest.Mock<Promise<void>, []>;
    refreshBalance: jest.Mock<Promise<void>, []>;
    showCredit: jest.Mock<void, [string, string?]>;
    expireSession: jest.Mock<void, []>;
    /** Resolves; a test of a remote on an older shell deletes it (`delete session.refreshUser`). */
    refreshUser?: jest.Mock<Promise<void>, []>;
    /** Pushes a value as the shell would; subscribers hear it at once. */
    set<K extends keyof SessionValues>(key: K, value: SessionValues[K]): void;
  };

/** The token `login` stores unless re-mocked. */
export const fakeLoginToken = 'test-token';

/**
 * An in-memory RemoteSession. By default `login` and `signIn` store a token, `logout` clears it,
 * `refreshBalance` and `refreshUser` resolve, `expireSession` only records; re-mock any of them per test. The API
 * offers every capability, as the reference API does, unless `capabilities` says otherwise.
 */
export function createFakeSession(initial: Partial<SessionValues> = {}): FakeSession {
  const values: SessionValues = { ...emptySessionValues, capabilities: capabilityNames, ...initial };
  // One stream per key of SessionValues, each starting at that key's value.
  const streams = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, new FakeStream(value)])) as unknown as Streams;
  const set = <K extends keyof SessionValues>(key: K, value: SessionValues[K]) => (streams[key] as FakeStream<SessionValues[K]>).push(value);
  return {
    ...streams,
    set,
    login: jest.fn(async (_request: LoginRequest) => set('accessToken', fakeLoginToken)),
    signIn: jest.fn(async (token: string) => set('accessToken', token)),
    logout: jest.fn(async () => set('accessToken', '')),
    refreshBalance: jest.fn(async () => undefined),
    showCredit: jest.fn((credit: string, bonusWallet?: string) => {
      set('balance', credit);
      if (bonusWallet !== undefined) set('bonusWallet', bonusWallet);
    }),
    expireSession: jest.fn(),
    refreshUser: jest.fn(async () => undefined),
  };
}
