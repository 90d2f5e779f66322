import { emptySessionValues, prerenderedBrand, useStream, type SiteBrand, type ValueStream } from '@member-site/shared';

/**
 * What the prerendered pages were rendered with (ADR 0025, 0037): the operator's brand the server
 * knew (theme, contact links, website settings), else a visitor with nothing loaded yet.
 * Hydration starts from these, so it changes nothing the server painted; the live values follow.
 * In the browser they come from the page's `#prerendered-site`; on the server, renderPage sets them.
 */
export const prerendered = {
  theme: { value: emptySessionValues.theme },
  website: { value: emptySessionValues.website },
  contact: { value: emptySessionValues.contact },
};

/** Sets what the pages are rendered with: the brand, or nothing known. */
export function setPrerenderedBrand(brand: SiteBrand | null): void {
  prerendered.theme.value = brand?.theme ?? emptySessionValues.theme;
  prerendered.website.value = brand?.website ?? emptySessionValues.website;
  prerendered.contact.value = brand?.contact ?? emptySessionValues.contact;
}

if (typeof document !== 'undefined') setPrerenderedBrand(prerenderedBrand(document));

/**
 * The website settings to show: the live answer once there is one, what the page was rendered
 * with until then. Only what is shown may use this: the page's rendered settings can be up to a
 * minute old (ADR 0037), so anything that moves the visitor (the register page's redirect) waits
 * for the live answer (`useStream(session.website)`). The shell does not seed these into the session.
 */
export function useShownWebsite(live: ValueStream<(typeof prerendered.website)['value']>) {
  return useStream(live, prerendered.website) ?? prerendered.website.value;
}
