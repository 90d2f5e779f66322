import type { ApiClient, RuntimeConfig } from '@member-site/shared';

type Answer = unknown | ((path: string, body?: unknown) => unknown);

/**
 * A fake ApiClient: each answer is keyed by a path prefix (longest match wins); an Error answer
 * rejects. Calls are recorded in `get`/`post` mocks.
 */
export function fakeApi(answers: Record<string, Answer>) {
  function answer(path: string, body?: unknown): Promise<unknown> {
    const key = Object.keys(answers)
      .filter((prefix) => path === prefix || path.startsWith(`${prefix}?`))
      .sort((a, b) => b.length - a.length)[0];
    if (key === undefined) return Promise.reject(new Error(`no canned answer for ${path}`));
    const value = answers[key];
    const result = typeof value === 'function' ? (value as (p: string, b?: unknown) => unknown)(path, body) : value;
    return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
  }
  const get = jest.fn((path: string) => answer(path));
  const post = jest.fn((path: string, body?: unknown) => answer(path, body));
  const api = { baseUrl: 'https://api.example.com', get, post } as unknown as ApiClient;
  return { api, get, post };
}

/** An ApiError as the shared client makes it (matched by name, never instanceof). */
export function apiError(status: number, code: string, message: string): Error {
  return Object.assign(new Error(message), { name: 'ApiError', status, code });
}

export const testConfig: RuntimeConfig = {
  apiUrl: 'https://api.example.com',
  siteTitle: 'ทดสอบ',
  gameOrigins: ['https://games.example.com'],
};
