import { safeExternalUrl } from '../navigation';
import { contactUsEndpoint, themeEndpoint, websiteEndpoint } from '../contract/checks.generated';
import type { ContactUs, ThemeRecord, WebsiteSetting } from '../contract/site';
import { type ApiClient, call } from './client';

export async function fetchContactUs(api: ApiClient): Promise<ContactUs> {
  const answer = await call(api, contactUsEndpoint);
  return { url: answer.url, url2: answer.url2 || null };
}

/** The theme records with logo and favicon defaulting to '' (no image) and title to null. */
export async function fetchTheme(api: ApiClient): Promise<ThemeRecord[]> {
  const answer = await call(api, themeEndpoint);
  return answer.data.map((r) => ({ logo: r.logo ?? '', favicon: r.favicon ?? '', title: r.title ?? null }));
}

export async function fetchWebsite(api: ApiClient): Promise<WebsiteSetting> {
  const answer = await call(api, websiteEndpoint);
  return { registerMode: answer.registerMode, affiliateEnabled: answer.affiliateEnabled === true };
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
