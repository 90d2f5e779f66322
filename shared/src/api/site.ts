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
  return { registerMode: answer.registerMode };
}

/** Appends a cache-busting timestamp query to a theme asset URL (logo, favicon). */
export function withTimestamp(url: string, now: number = Date.now()): string {
  if (!url) return url;
  return `${url}${url.includes('?') ? '&' : '?'}t=${now}`;
}
