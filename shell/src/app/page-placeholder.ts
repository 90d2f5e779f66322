import type { RouteDef } from '@member-site/shared';

/** What holds a member page's place until the page comes: its heading and lead (ADR 0053, 0060). */
export interface PagePlace {
  title: string;
  lead?: string;
  /** The page spans the chrome's whole column (the game pages): so does its place. */
  wide?: boolean;
}

/** A route's page place, from the route table (or the route its remote published). */
export function pagePlaceOf(route: RouteDef): PagePlace {
  return { title: route.title, ...(route.lead ? { lead: route.lead } : {}), ...(route.wide ? { wide: true } : {}) };
}

/** The class of the place's frame: the page's own (PageHeader's page, kit.css). */
export const pagePlaceClass = (place: PagePlace) => (place.wide ? 'ms-page ms-page--wide' : 'ms-page');

/**
 * A member page's heading and lead from the route table, where the page will be, until the
 * remote's page takes its place: in the page's area while its remote loads (and while the API's
 * capabilities are not known yet). The server's first HTML draws the same (shell/src/prerender.tsx,
 * ADR 0060), so on a cold phone they are on screen before any script. It is not React's child:
 * the page's own root empties the area in the commit that draws the page with its own
 * PageHeader, so nothing moves. Hidden from assistive technology: the page's own heading is the
 * one to read.
 */
export function holdPagePlace(area: HTMLElement | null, place: PagePlace | undefined): void {
  if (place === undefined || !area || area.firstChild) return;
  const page = document.createElement('div');
  page.className = pagePlaceClass(place);
  page.setAttribute('data-placeholder', '');
  page.setAttribute('aria-hidden', 'true');
  const heading = document.createElement('h1');
  heading.textContent = place.title;
  page.append(heading);
  if (place.lead) {
    const lead = document.createElement('p');
    lead.className = 'ms-lead';
    lead.textContent = place.lead;
    page.append(lead);
  }
  area.append(page);
}
