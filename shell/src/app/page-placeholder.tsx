/**
 * A member page's heading from the route table, where the page will be, until the remote's page
 * takes its place (ADR 0053): in the page's area while its remote loads. The page's own root replaces it in the commit that draws the page (React empties
 * the area it mounts in), so the heading never moves. Hidden from assistive technology: the page's
 * own heading is the one to read.
 */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <div className="ms-page" data-placeholder="" aria-hidden="true">
      <h1>{title}</h1>
    </div>
  );
}

/** The same placeholder as DOM, for the area a remote's root will empty (not React's to manage). */
export function pagePlaceholderElement(title: string, doc: Document = document): HTMLElement {
  const page = doc.createElement('div');
  page.className = 'ms-page';
  page.setAttribute('data-placeholder', '');
  page.setAttribute('aria-hidden', 'true');
  const heading = doc.createElement('h1');
  heading.textContent = title;
  page.append(heading);
  return page;
}
