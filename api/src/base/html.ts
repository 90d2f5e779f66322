// Escaping for the few documents this API writes itself: demo HTML pages and generated SVGs.

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML or XML, both in content and in quoted attributes. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/**
 * A tiny style-free, script-free Thai page: a heading, one line of text and label/value rows.
 * Everything is escaped here, so callers may pass whatever the request carried.
 */
export function demoPage(title: string, text: string, rows: readonly (readonly [string, string])[] = []): string {
  const list = rows.map(([label, value]) => `<dt>${escapeMarkup(label)}</dt><dd>${escapeMarkup(value)}</dd>`).join('');
  return `<!doctype html>
<html lang="th">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(title)}</title></head>
<body>
<h1>${escapeMarkup(title)}</h1>
<p>${escapeMarkup(text)}</p>
${list ? `<dl>${list}</dl>` : ''}
</body>
</html>
`;
}
