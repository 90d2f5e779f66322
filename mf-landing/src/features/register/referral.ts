// Longer than any referral code the API makes; anything longer is not one.
const maxLength = 64;
/** Where a visit keeps the referral it came by (this tab, until it closes or the visitor registers). */
const storageKey = 'member-site.referral';

/** The `ref` of a referral link (`/register?ref=<code>`, `/?ref=<code>`); undefined when absent or absurd. */
export function referralCodeFrom(search: string): string | undefined {
  const ref = new URLSearchParams(search).get('ref')?.trim();
  return ref && ref.length <= maxLength ? ref : undefined;
}

/** The tab's session storage, or null where there is none (the prerender, a browser that refuses it). */
function visitStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the `ref` of any landing page's address for the rest of the visit (issue 21): across pages and reloads. */
export function rememberReferral(search: string): void {
  const code = referralCodeFrom(search);
  if (!code) return;
  try {
    visitStorage()?.setItem(storageKey, code);
  } catch {
    // Storage full or refused: the address itself still carries it.
  }
}

/** The referral to send with a registration: the address's own, else the one this visit came by. */
export function referralCode(search: string): string | undefined {
  const kept = visitStorage()?.getItem(storageKey) ?? undefined;
  return referralCodeFrom(search) ?? (kept && kept.length <= maxLength ? kept : undefined);
}

/** Once registered, the referral has done its work. */
export function forgetReferral(): void {
  visitStorage()?.removeItem(storageKey);
}
