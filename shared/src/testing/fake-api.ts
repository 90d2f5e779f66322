import { ApiError, type ApiClient } from '../api/client';
import type { AnswerOf } from '../contract/client-endpoint';
import { apiPaths } from '../contract/checks.generated';

/** One request the fake received, in order. */
export interface FakeCall {
  method: 'GET' | 'POST';
  /** The path as sent, query string included. */
  path: string;
  body: unknown;
}

/** What a handler sees: the call plus its parsed query string. */
export interface FakeRequest extends FakeCall {
  query: URLSearchParams;
}

/** Returns the answer (or a promise of it); throws, e.g. `apiError(…)`, to fail the request. */
export type FakeHandler = (request: FakeRequest) => unknown;

/** Handlers by path without its query string (`apiPaths.games` answers `/api/v1/games?category=x`). */
export type AnswerTable = Readonly<Partial<Record<string, FakeHandler>>>;

export interface FakeApi extends ApiClient {
  get: jest.Mock<Promise<unknown>, [string]>;
  post: jest.Mock<Promise<unknown>, [string, unknown?]>;
  readonly calls: FakeCall[];
  /** The paths called so far, in order. */
  paths(): string[];
  /** Replaces (or adds) the handler of a path for the rest of the test. */
  answer(path: string, handler: FakeHandler): void;
}

/**
 * An ApiError as another bundle throws it: a plain Error named 'ApiError' with status and code,
 * not an instance of this bundle's class, so code under test must use isApiError, as in production.
 */
export function apiError(status: number, code: string, message: string): ApiError {
  return Object.assign(new Error(message), { name: 'ApiError', status, code }) as ApiError;
}

/** A handler that fails the request with `apiError(status, code, message)`. */
export function failWith(status: number, code: string, message: string): FakeHandler {
  return () => {
    throw apiError(status, code, message);
  };
}

/**
 * An ApiClient answering from a table of handlers. It sits below `call()`, so every answer is
 * checked against the contract as a server's would be: a fake answer of the wrong shape fails
 * the test with the "malformed answer" error. An unknown path fails with 404 NOT_FOUND.
 */
export function createFakeApi(answers: AnswerTable = {}, baseUrl = 'https://api.test'): FakeApi {
  const table = new Map(Object.entries(answers));
  const calls: FakeCall[] = [];
  const respond = async (method: FakeCall['method'], path: string, body?: unknown): Promise<unknown> => {
    calls.push({ method, path, body });
    const [bare = path, search = ''] = path.split('?', 2);
    const handler = table.get(path) ?? table.get(bare);
    if (!handler) throw apiError(404, 'NOT_FOUND', `no fake answer for ${method} ${path}`);
    return handler({ method, path, body, query: new URLSearchParams(search) });
  };
  return {
    baseUrl,
    calls,
    get: jest.fn((path: string) => respond('GET', path)),
    post: jest.fn((path: string, body?: unknown) => respond('POST', path, body)),
    paths: () => calls.map((c) => c.path),
    answer(path, handler) {
      table.set(path, handler);
    },
  };
}

/** The member API's usual answers, typed by the contract: a login, the member, credit and bonus wallet, logout. */
export const memberAnswers = {
  [apiPaths.login]: (): AnswerOf<'login'> => ({ accessToken: 'token-1', expiresIn: 3600 }),
  [apiPaths.auth]: (): AnswerOf<'auth'> => ({
    username: '0812345678',
    username2: 'DEMO01',
    password: 'sportsbook-secret',
    web_agent_group: 'member',
    site_api: 'https://sb.example.com/',
  }),
  [apiPaths.credit]: (): AnswerOf<'credit'> => ({ credit: '1500.00' }),
  [apiPaths.wallet]: (): AnswerOf<'wallet'> => ({ data: { balance: '120.50' } }),
  [apiPaths.eventLog]: (): AnswerOf<'eventLog'> => ({ ok: true }),
  [apiPaths.logout]: (): AnswerOf<'logout'> => ({ ok: true }),
} satisfies AnswerTable;
