import { ApiError, apiPaths, type ApiClient } from '@member-site/shared';

type Handler = (body?: unknown) => unknown;

/** An ApiClient whose answers come from a table of handlers; a handler may throw an ApiError. */
export function fakeApi(handlers: Partial<Record<string, Handler>>): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const answer = async (path: string, body?: unknown) => {
    calls.push(path);
    const handler = handlers[path];
    if (!handler) throw new ApiError(404, 'NOT_FOUND', 'ไม่พบ');
    return handler(body);
  };
  return {
    baseUrl: 'https://api.test',
    calls,
    get: <T,>(path: string) => answer(path) as Promise<T>,
    post: <T,>(path: string, body?: unknown) => answer(path, body) as Promise<T>,
  };
}

export const memberAnswers = {
  [apiPaths.login]: () => ({ accessToken: 'token-1', expiresIn: 3600 }),
  [apiPaths.auth]: () => ({
    username: '0812345678',
    username2: 'DEMO01',
    password: 'sportsbook-secret',
    web_agent_group: 'member',
    site_api: 'https://sb.example.com/',
  }),
  [apiPaths.credit]: () => ({ credit: '1500.00' }),
  [apiPaths.wallet]: () => ({ data: { balance: '120.50' } }),
  [apiPaths.eventLog]: () => ({ ok: true }),
  [apiPaths.logout]: () => ({ ok: true }),
};
