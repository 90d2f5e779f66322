import { safeExternalUrl } from '../navigation';
import { contactUsEndpoint, themeEndpoint, websiteEndpoint } from '../contract/checks.generated';
import type { ContactUs, ThemeRecord, WebsiteSetting } from '../contract/site';
import { type ApiClient, read } from './client';
import { readContactUs, readTheme, readWebsite, type SiteSetting } from './spec-answers';

export async function fetchContactUs(api: ApiClient): Promise<ContactUs> {
  return read(api, contactUsEndpoint, readContactUs);
}

/** The theme records with logo and favicon defaulting to '' (no image) and title to null. */
export async function fetchTheme(api: ApiClient): Promise<ThemeRecord[]> {
  return read(api, themeEndpoint, readTheme);
}

/** The website settings, with the capabilities the API offers beyond section 7 (ADR 0029). */
export async function fetchWebsite(api: ApiClient): Promise<SiteSetting> {
  return read(api, websiteEndpoint, readWebsite);
}

/**
 * A theme asset URL (logo, favicon) as the page may use it: only a safe absolute address (https,
 * or http on loopback; never javascript:, data: or credentials), with a cache-busting timestamp.
 * '' for anything else, so the site shows its title instead.
 */
export function themeAssetUrl(raw: string, now: number = Date.now()): string {
  const url = safeExternalUrl(raw);
  if (!url) return '';
  return `${url}${url.includes('?') ? '&' : '?'}t=${now}`;
}

/** The same asset as `kept` (a URL themeAssetUrl made) when `raw` is its address: its cache-busting value kept. */
function keptAsset(kept: string | undefined, raw: string): string | null {
  if (!kept) return null;
  try {
    const t = Number(new URL(kept).searchParams.getAll('t').at(-1));
    return Number.isFinite(t) && themeAssetUrl(raw, t) === kept ? kept : null;
  } catch {
    return null;
  }
}

/**
 * Theme records as the page shows them: logo and favicon safe and cache-busted with `now`, except
 * an asset whose address is the one `kept` shows already (the prerendered brand's), which keeps
 * its URL: the browser asks for nothing again and nothing changes on screen.
 */
export function themeForPage(records: readonly ThemeRecord[], now: number, kept: readonly ThemeRecord[] = []): ThemeRecord[] {
  return records.map((record, i) => ({
    ...record,
    logo: keptAsset(kept[i]?.logo, record.logo) ?? themeAssetUrl(record.logo, now),
    favicon: keptAsset(kept[i]?.favicon, record.favicon) ?? themeAssetUrl(record.favicon, now),
  }));
}

/** The operator's brand in the prerendered pages (ADR 0037): what they were rendered with. */
export interface SiteBrand {
  theme: ThemeRecord[];
  contact: ContactUs | null;
  website: WebsiteSetting | null;
}

function attempt<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** The website settings the pages show (the register button's target); capabilities stay with the shell's own answer. */
function websiteOf(answer: unknown): WebsiteSetting {
  const { registerMode, affiliateEnabled } = readWebsite(answer);
  return { registerMode, affiliateEnabled };
}

/** Each part of the brand as the browser reads an answer; a part missing or unreadable is left out. */
function readBrandParts({ theme, contact, website }: { theme?: unknown; contact?: unknown; website?: unknown }): SiteBrand {
  return {
    theme: attempt(() => readTheme(theme ?? [])) ?? [],
    contact: attempt(() => readContactUs(contact)),
    website: attempt(() => websiteOf(website)),
  };
}

/**
 * The brand from the site's answers (theme, contactus, website) as the browser reads them, logo
 * and favicon cache-busted with the time the brand last changed. A part that cannot be read is
 * left out, as the browser would show it.
 */
export function siteBrandOf(answers: { theme?: unknown; contact?: unknown; website?: unknown }, changedAt: number): SiteBrand {
  const brand = readBrandParts(answers);
  return { ...brand, theme: themeForPage(brand.theme, changedAt) };
}

/**
 * The brand the server's page carries (`#prerendered-site`), read again with the same readers as
 * any answer (and its asset URLs checked again); null on a page without one.
 */
export function prerenderedBrand(doc: Document = document): SiteBrand | null {
  const text = doc.getElementById('prerendered-site')?.textContent;
  if (!text) return null;
  const data = attempt((): unknown => JSON.parse(text));
  if (typeof data !== 'object' || data === null) return null;
  const brand = readBrandParts(data);
  return { ...brand, theme: brand.theme.map((r) => ({ ...r, logo: safeExternalUrl(r.logo) ?? '', favicon: safeExternalUrl(r.favicon) ?? '' })) };
}
