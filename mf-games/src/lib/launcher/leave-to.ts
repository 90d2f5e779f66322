/**
 * Sends the browser to an already checked address without a Referer header (the address may
 * carry credentials, and the site's URL is none of the game's business).
 */
export function leaveTo(url: URL): void {
  const link = document.createElement('a');
  link.href = url.href;
  link.rel = 'noreferrer noopener';
  link.referrerPolicy = 'no-referrer';
  document.body.append(link);
  link.click();
  link.remove();
}
