/**
 * An image address from the server, used only when it is http(s): no `javascript:` or `data:`
 * sources (an image cannot run script, but odd schemes have no business in a tile).
 */
export function imageSrc(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
