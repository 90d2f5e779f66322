import { safeExternalUrl } from '../navigation';
import { contactUsEndpoint, themeEndpoint, websiteEndpoint } from '../contract/checks.generated';
import type { ContactUs, ThemeRecord } from '../contract/site';
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
