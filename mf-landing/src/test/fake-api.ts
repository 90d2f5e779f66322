import type { ApiClient } from '@member-site/shared';

type Handler = (body: unknown) => unknown;

export type FakeApi = ApiClient & {
  get: jest.Mock<Promise<unknown>, [string]>;
  post: jest.Mock<Promise<unknown>, [string, unknown?]>;
};

/**
 * An error shaped like shared's ApiError as another bundle would throw it: a plain Error named
 * 'ApiError' with status and code, not an instance of this bundle's class (isApiError must
 * recognise it; instanceof would not).
 */
export function apiError(status: number, code: string, message: string): Error {
  return Object.assign(new Error(message), { name: 'ApiError', status, code });
}

/**
 * An ApiClient answering from a table of handlers by path; a handler may throw. Handlers can
 * be replaced per test with `answer(path, handler)`; unknown paths reject as NOT_FOUND.
 */
export function createFakeApi(handlers: Record<string, Handler> = {}): FakeApi & { answer(path: string, handler: Handler): void } {
  const table = new Map(Object.entries(handlers));
  const respond = async (path: string, body?: unknown) => {
    const handler = table.get(path);
    if (!handler) throw apiError(404, 'NOT_FOUND', 'ไม่พบ');
    return handler(body);
  };
  return {
    baseUrl: 'http://api.test',
    get: jest.fn((path: string) => respond(path)),
    post: jest.fn((path: string, body?: unknown) => respond(path, body)),
    answer(path, handler) {
      table.set(path, handler);
    },
  } as FakeApi & { answer(path: string, handler: Handler): void };
}
