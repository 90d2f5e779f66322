import { apiPaths } from '../contract/paths';
import type { ContactUs, ThemeRecord, WebsiteSetting } from '../contract/site';
import { type ApiClient, expectShape, isRecord } from './client';

export async function fetchContactUs(api: ApiClient): Promise<ContactUs> {
  const answer = await api.get<unknown>(apiPaths.contactUs);
  expectShape(isRecord(answer) && typeof answer.url === 'string');
  return { url: String(answer.url), url2: typeof answer.url2 === 'string' && answer.url2 ? answer.url2 : null };
}

export async function fetchTheme(api: ApiClient): Promise<ThemeRecord[]> {
  const answer = await api.get<unknown>(apiPaths.theme);
  expectShape(isRecord(answer) && Array.isArray(answer.data));
  return (answer.data as unknown[]).filter(isRecord).map((r) => ({
    logo: typeof r.logo === 'string' ? r.logo : '',
    favicon: typeof r.favicon === 'string' ? r.favicon : '',
    title: typeof r.title === 'string' ? r.title : null,
  }));
}

export async function fetchWebsite(api: ApiClient): Promise<WebsiteSetting> {
  const answer = await api.get<unknown>(apiPaths.website);
  expectShape(isRecord(answer) && typeof answer.registerMode === 'string');
  return { registerMode: String(answer.registerMode) };
}

/** Appends a cache-busting timestamp query to a theme asset URL (logo, favicon). */
export function withTimestamp(url: string, now: number = Date.now()): string {
  if (!url) return url;
  return `${url}${url.includes('?') ? '&' : '?'}t=${now}`;
}
