import { isApiError, texts } from '@member-site/shared';

/** The API's Thai message (shown as text), or the Thai network message when nothing answered. */
export function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : texts.networkError;
}

/** The API's error code, or null when nothing (or something unexpected) answered. */
export function codeOf(error: unknown): string | null {
  return isApiError(error) ? error.code : null;
}
