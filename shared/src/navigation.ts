import { texts } from './texts';

/**
 * Parses a server-supplied address: an absolute https URL (http only on loopback, for local
 * runs) without credentials. Refuses `javascript:`, `data:` and every other scheme.
 */
function parseSafe(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return null;
  if (url.username || url.password) return null;
  return url;
}

/** A support-chat or other outside link from the server, as a string to open, or null. */
export function safeExternalUrl(raw: unknown): string | null {
  return parseSafe(raw)?.href ?? null;
}

/**
 * Checks a server-supplied address before the browser goes there (game logins): safe as above
 * and with an origin on the allow-list. Returns the URL to use, or null when it is refused.
 */
export function allowedUrl(raw: unknown, allowedOrigins: readonly string[]): URL | null {
  const url = parseSafe(raw);
  if (!url) return null;
  const origins = new Set(allowedOrigins.map((o) => o.replace(/\/+$/, '').toLowerCase()));
  return origins.has(url.origin.toLowerCase()) ? url : null;
}

export interface ChatLink {
  href: string;
  label: string;
}

/**
 * The support chat links that are safe to open (contactus `url`, then `url2`, the backup line,
 * 24 hours): a missing, empty or unsafe one is left out. `label` names the main one.
 */
export function chatLinks(contact: { url?: string | null; url2?: string | null } | null | undefined, label: string): ChatLink[] {
  const candidates = [
    { href: safeExternalUrl(contact?.url), label },
    { href: safeExternalUrl(contact?.url2), label: texts.backupLine },
  ];
  return candidates.filter((link): link is ChatLink => link.href !== null);
}

/** Support-chat links open in a new tab, without giving the new page a handle on this one. */
export function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
