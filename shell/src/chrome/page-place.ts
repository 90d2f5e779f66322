import { routeLead } from '@member-site/shared';
import type { PagePlace } from '../app/page-placeholder';

/** The lead a place shows (ADR 0060): its route's own (a published route's), or the route table's. */
export const leadOf = (place: PagePlace): string | undefined => place.lead ?? routeLead(place.name);

/** The class of the place's frame: the page's own (PageHeader's page, kit.css). */
export const pagePlaceClass = (place: PagePlace) => (place.wide ? 'ms-page ms-page--wide' : 'ms-page');

/**
 * holdPagePlace's drawing (shell/src/app/page-placeholder.ts): the page's heading and lead, as
 * PageHeader draws them, hidden from assistive technology (the page's own heading is the one to
 * read). shell/src/prerender.tsx draws the same element for the server.
 */
export function drawPagePlace(area: HTMLElement, place: PagePlace): void {
  const page = document.createElement('div');
  page.className = pagePlaceClass(place);
  page.setAttribute('data-placeholder', '');
  page.setAttribute('aria-hidden', 'true');
  const heading = document.createElement('h1');
  heading.textContent = place.title;
  page.append(heading);
  const text = leadOf(place);
  if (text) {
    const lead = document.createElement('p');
    lead.className = 'ms-lead';
    lead.textContent = text;
    page.append(lead);
  }
  area.append(page);
}
