/**
 * A member page's heading from the route table, where the page will be, until the remote's page
 * takes its place (ADR 0053): in the page's area while its remote loads (and while the API's
 * capabilities are not known yet). It is not React's child: the page's own root empties the area
 * in the commit that draws the page, so the heading never moves. Hidden from assistive
 * technology: the page's own heading is the one to read.
 */
export function holdPagePlace(area: HTMLElement | null, title: string | undefined): void {
  if (title === undefined || !area || area.firstChild) return;
  const page = document.createElement('div');
  page.className = 'ms-page';
  page.setAttribute('data-placeholder', '');
  page.setAttribute('aria-hidden', 'true');
  const heading = document.createElement('h1');
  heading.textContent = title;
  page.append(heading);
  area.append(page);
}
