import { fetchContactUs, fetchTheme, fetchWebsite, themeAssetUrl, type ApiClient } from '@member-site/shared';
import type { SessionStore } from './session-store';

/** Theme, contact links and website settings: public data every layout uses. Failures are logged only. */
export function loadSiteData(session: SessionStore, api: ApiClient): void {
  fetchTheme(api)
    .then((records) => {
      const now = Date.now();
      session.setTheme(
        records.map((r) => ({ ...r, logo: themeAssetUrl(r.logo, now), favicon: themeAssetUrl(r.favicon, now) })),
      );
    })
    .catch((error: unknown) => console.error('[shell] E14 theme failed', error));
  fetchContactUs(api)
    .then((contact) => session.setContact(contact))
    .catch((error: unknown) => console.error('[shell] E15 contact links failed', error));
  fetchWebsite(api)
    .then((website) => session.setWebsite(website))
    .catch((error: unknown) => console.error('[shell] E16 website settings failed', error));
}

/** Keeps the favicon in step with the theme. */
export function applyFavicon(session: SessionStore): void {
  session.theme.subscribe((records) => {
    const favicon = records[0]?.favicon;
    const link = document.getElementById('site-favicon');
    if (favicon && link instanceof HTMLLinkElement) link.href = favicon;
  });
}
