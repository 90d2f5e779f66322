/**
 * 32 hex characters from the browser's CSPRNG: one per withdrawal attempt, so a retry after a
 * timeout is recognised by the API as the same attempt (WithdrawCreate's key pattern).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
