import { isApiError } from '@member-site/shared';

/**
 * A definite answer from the API (a refusal, HTTP 4xx): the attempt is over. A network error,
 * a timeout (status 0, 408), a 429 or a 5xx may have been applied, so the member retries the same attempt.
 */
export function isDefiniteRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}
