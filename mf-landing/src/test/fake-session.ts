import {
  defaultRuntimeConfig,
  type ApiClient,
  type LoginRequest,
  type PageProps,
  type RemoteSession,
  type SessionValues,
  type ValueStream,
} from '@member-site/shared';

/** A ValueStream like the shell's BehaviorSubject: new subscribers get the current value at once. */
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

  next(value: T): void {
    this.value = value;
    for (const listener of [...this.listeners]) listener(value);
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }
}

type Streams = { [K in keyof SessionValues]: FakeStream<SessionValues[K]> };

/** The remote's view and commands; tests move the values with each stream's `next`, as the shell would. */
export type FakeSession = RemoteSession &
  Streams & {
    login: jest.Mock<Promise<void>, [LoginRequest]>;
    signIn: jest.Mock<Promise<void>, [string]>;
    logout: jest.Mock<Promise<void>, []>;
    refreshBalance: jest.Mock<Promise<void>, []>;
    expireSession: jest.Mock<void, []>;
  };

const emptyValues: SessionValues = {
  accessToken: '',
  profile: null,
  user: null,
  balance: null,
  bonusWallet: null,
  theme: [],
  contact: null,
  website: null,
};

/** An in-memory RemoteSession for tests. `login` resolves and stores a token unless re-mocked. */
export function createFakeSession(initial: Partial<SessionValues> = {}): FakeSession {
  const values = { ...emptyValues, ...initial };
  const streams: Streams = {
    accessToken: new FakeStream(values.accessToken),
    profile: new FakeStream(values.profile),
    user: new FakeStream(values.user),
    balance: new FakeStream(values.balance),
    bonusWallet: new FakeStream(values.bonusWallet),
    theme: new FakeStream(values.theme),
    contact: new FakeStream(values.contact),
    website: new FakeStream(values.website),
  };
  return {
    ...streams,
    login: jest.fn(async (_request: LoginRequest) => {
      streams.accessToken.next('test-token');
    }),
    signIn: jest.fn(async (token: string) => {
      streams.accessToken.next(token);
    }),
    logout: jest.fn(async () => {
      streams.accessToken.next('');
    }),
    refreshBalance: jest.fn(async () => undefined),
    expireSession: jest.fn(),
  };
}

export type TestPageProps = PageProps & {
  session: FakeSession;
  navigate: jest.Mock<void, Parameters<PageProps['navigate']>>;
};

/** Page props as the shell would pass them, with a fake session and a recording `navigate`. */
export function createPageProps(overrides: Partial<TestPageProps> = {}): TestPageProps {
  const api: ApiClient = {
    baseUrl: 'http://api.test',
    get: jest.fn(() => Promise.reject(new Error('no api in unit tests'))),
    post: jest.fn(() => Promise.reject(new Error('no api in unit tests'))),
  };
  return {
    page: 'index',
    params: {},
    search: '',
    session: createFakeSession(),
    api,
    config: { ...defaultRuntimeConfig, siteTitle: 'ทดสอบเบท' },
    navigate: jest.fn(),
    onPageReady: jest.fn(),
    onPageError: jest.fn(),
    ...overrides,
  };
}
