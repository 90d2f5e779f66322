/**
 * The landing page the server put in the first response (ADR 0025): `#prerendered`, before
 * `#root`, with the remote, page and version it was rendered from. The remote's parcel hydrates
 * it when all three match what the shell is about to mount; otherwise (a canary or preview
 * version, another page, a member) it is removed and the page renders as usual.
 */
export function takePrerendered(remote: string, page: string, version: string | undefined): HTMLElement | null {
  const element = document.getElementById('prerendered');
  if (!element) return null;
  const { dataset } = element;
  if (version !== undefined && dataset.remote === remote && dataset.page === page && dataset.version === version) return element;
  element.remove();
  return null;
}

/** Once the shell renders anything else first, the server's page must go. */
export function dropPrerendered(): void {
  document.getElementById('prerendered')?.remove();
}
