import { fetchContactUs, fetchTheme, fetchWebsite, prerenderedBrand, themeForPage, type ApiClient } from '@member-site/shared';
import type { Capabilities } from './capabilities';
import type { SessionStore } from './session-store';

/** A failed website answer is asked for again after this, a few times: it carries the capabilities. */
export const websiteRetryMs = 60_000;
const websiteRetries = 5;

/** The website settings and, with them, the capabilities (ADR 0029). */
function loadWebsite(session: SessionStore, api: ApiClient, capabilities: Capabilities, retriesLeft: number): void {
  fetchWebsite(api).then(
    (website) => {
      session.setWebsite(website);
      capabilities.found(website.capabilities);
    },
    (error: unknown) => {
      console.error('[shell] E16 website settings failed', error);
      capabilities.unknown();
      if (retriesLeft > 0) setTimeout(() => loadWebsite(session, api, capabilities, retriesLeft - 1), websiteRetryMs);
    },
  );
}

/**
 * Theme, contact links and website settings: public data every layout uses. A prerendered page
 * carries the brand it was rendered with (ADR 0037): the session starts from it, so the first
 * render shows what the server painted; the answers then bring it up to date, keeping the logo's
 * URL while its address is the same. Failures are logged only.
 */
export function loadSiteData(session: SessionStore, api: ApiClient, capabilities: Capabilities): void {
  const painted = prerenderedBrand();
  if (painted) {
    session.setTheme(painted.theme);
    if (painted.contact) session.setContact(painted.contact);
    // Not the website settings: they move visitors (the register page's redirect), so the session
    // has only the live answer; the landing shows the painted ones until it comes.
  }
  fetchTheme(api)
    .then((records) => session.setTheme(themeForPage(records, Date.now(), painted?.theme)))
    .catch((error: unknown) => console.error('[shell] E14 theme failed', error));
  fetchContactUs(api)
    .then((contact) => session.setContact(contact))
    .catch((error: unknown) => console.error('[shell] E15 contact links failed', error));
  loadWebsite(session, api, capabilities, websiteRetries);
}

/** Keeps the favicon in step with the theme. */
export function applyFavicon(session: SessionStore): void {
  session.theme.subscribe((records) => {
    const favicon = records[0]?.favicon;
    const link = document.getElementById('site-favicon');
    if (favicon && link instanceof HTMLLinkElement) link.href = favicon;
  });
}
