import type { RouteDef } from '@member-site/shared';

/** What holds a member page's place until the page comes: its heading and lead (ADR 0053, 0060). */
export interface PagePlace {
  /** The route's name: its lead, when the route does not carry one, is the route table's. */
  name: string;
  title: string;
  lead?: string;
  /** The page spans the chrome's whole column (the game pages): so does its place. */
  wide?: boolean;
}

/** A route's page place, from the route table (or the route its remote published, with its lead). */
export function pagePlaceOf(name: string, route: RouteDef): PagePlace {
  // Read liberally: a published width that is not `true` is the column's default.
  return { name, title: route.title, lead: route.lead, wide: route.wide === true };
}

/** Draws a place: the member chrome's (shell/src/chrome/page-place.ts), given when its chunk loads. */
let draw: ((area: HTMLElement, place: PagePlace) => void) | null = null;
export function setPagePlaceDrawer(drawer: (area: HTMLElement, place: PagePlace) => void): void {
  draw = drawer;
}

/**
 * A member page's heading and lead, where the page will be, until the remote's page takes its
 * place: in the page's area while its remote loads (and while the API's capabilities are not
 * known yet). The server's first HTML draws the same (shell/src/prerender.tsx, ADR 0060), so on a
 * cold phone they are on screen before any script. It is not React's child: the page's own root
 * empties the area in the commit that draws the page with its own PageHeader, so nothing moves.
 * Only inside the member chrome, whose chunk draws it (a visitor's start carries none of it).
 */
export function holdPagePlace(area: HTMLElement | null, place: PagePlace | undefined): void {
  if (place === undefined || !area || area.firstChild) return;
  draw?.(area, place);
}
