/**
 * An error that names the app it came from and a short code, as single-spa numbers its errors:
 * `[mf-wallet] E3 …`. `userMessage` is Thai text that is safe to show as text.
 */
export class AppError extends Error {
  constructor(
    readonly app: string,
    readonly code: string,
    detail: string,
    readonly userMessage?: string,
  ) {
    super(`[${app}] ${code} ${detail}`);
    this.name = 'AppError';
  }
}

/** True for webpack's failed chunk loads (a new deploy removed the old hashed files). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [^ ]+ failed/i.test(error.message);
}

/** Status of a route error: statusCode, status or response.status, default 500. */
export function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const candidate of [e.statusCode, e.status, e.response?.status]) {
      if (typeof candidate === 'number' && candidate >= 100 && candidate <= 599) return candidate;
    }
  }
  return 500;
}
