import { isApiError } from '@member-site/shared';

/** The API's error code, or null when nothing (or something unexpected) answered. */
export function codeOf(error: unknown): string | null {
  return isApiError(error) ? error.code : null;
}
