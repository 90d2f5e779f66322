import { expectShape, isRecord } from '@member-site/shared';

/**
 * The items of a list answer: `{ data: [...] }` (GameListResponse), or a bare array. Anything
 * else is a malformed answer, which the page shows as a Thai error with a retry.
 */
export function listOf<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  expectShape(isRecord(answer) && Array.isArray(answer.data));
  return answer.data as T[];
}

/** A query string from the given parameters, leaving out empty ones ('' when none). */
export function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * An image address from the server, used only when it is http(s): no `javascript:` or `data:`
 * sources (an image cannot run script, but odd schemes have no business in a tile).
 */
export function imageSrc(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
