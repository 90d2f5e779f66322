/** A non-empty string from an answer (expectShape and isRecord come from shared). */
export function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}
