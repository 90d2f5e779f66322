/**
 * The landing page the server put in the first response (ADR 0025): `#prerendered`, before
 * `#root`, with the remote, page and version it was rendered from. The remote's parcel hydrates
 * it when all three match what the shell is about to mount; otherwise (a canary or preview
 * version, another page, a member) it is removed and the page renders as usual, with what the
 * visitor typed into the same page's fields carried over (restoreTyped).
 */
export function takePrerendered(remote: string, page: string, version: string | undefined): HTMLElement | null {
  const element = document.getElementById('prerendered');
  if (!element) return null;
  const { dataset } = element;
  if (version !== undefined && dataset.remote === remote && dataset.page === page && dataset.version === version) return element;
  // Another version of the same page (a canary's, a preview's) draws it anew: what the visitor
  // typed into the server's fields is carried over to the same fields of the new page.
  if (dataset.remote === remote && dataset.page === page) keepTyped(element);
  element.remove();
  return null;
}

/** Text typed into the server's page that was replaced, by field name, until the new page has those fields. */
let typed = new Map<string, string>();

function keepTyped(element: HTMLElement): void {
  typed = new Map();
  for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    const text = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio' || field.type === 'hidden') ? '' : field.value;
    if (text !== '') typed.set(field.name, text);
  }
}

/**
 * Puts the kept text into the new page's empty fields of the same name as they appear (its page
 * renders after its code arrives), as typing would: through the element's own value setter and
 * an input event, so the page's form state has it. Stops when every one is placed, or after 10 s.
 */
export function restoreTyped(root: HTMLElement): void {
  if (typed.size === 0) return;
  const place = (): void => {
    for (const [name, text] of typed) {
      const field = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')].find((f) => f.name === name);
      if (!field) continue;
      typed.delete(name);
      if (field.value !== '') continue;
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
      setter?.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (typed.size === 0) stop();
  };
  const observer = new MutationObserver(place);
  const timer = setTimeout(() => stop(), 10_000);
  const stop = (): void => {
    observer.disconnect();
    clearTimeout(timer);
    typed = new Map();
  };
  observer.observe(root, { childList: true, subtree: true });
  place();
}

/** Once the shell renders anything else first, the server's page must go. */
export function dropPrerendered(): void {
  document.getElementById('prerendered')?.remove();
}
