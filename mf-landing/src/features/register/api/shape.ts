import { ApiError, texts } from '@member-site/shared';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/**
 * Throws the Thai "malformed answer" ApiError unless `ok`. (shared has the same helper but does
 * not export it; an answer we cannot read must never reach the member as `undefined`.)
 */
export function expectShape(ok: boolean): asserts ok {
  if (!ok) throw new ApiError(200, 'MALFORMED', texts.malformedAnswer);
}
