import { escapeMarkup } from '../base/html';

// Images of the game lobby, drawn on request: provider badges, game tiles and news banners.
// Every name goes through escapeMarkup: a catalogue name is data, never markup.

/** "Siam Gaming" → "SG"; one word gives its first two letters. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => [...w][0] ?? '') : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

export function providerLogoSvg(name: string, color: string): string {
  const label = escapeMarkup(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48" role="img" aria-label="${label}">
  <title>${label}</title>
  <rect width="120" height="48" rx="24" fill="${escapeMarkup(color)}"/>
  <text x="60" y="31" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="700" fill="#ffffff">${escapeMarkup(initials(name))}</text>
</svg>
`;
}

export function gameTileSvg(name: string, providerName: string, color: string): string {
  const label = escapeMarkup(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="img" aria-label="${label}">
  <title>${label}</title>
  <rect width="320" height="200" rx="16" fill="${escapeMarkup(color)}"/>
  <rect x="8" y="8" width="304" height="184" rx="12" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>
  <text x="160" y="108" text-anchor="middle" font-family="sans-serif" font-size="24" font-weight="700" fill="#ffffff">${escapeMarkup(clip(name, 22))}</text>
  <text x="160" y="170" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#ffffff" fill-opacity="0.8">${escapeMarkup(providerName)}</text>
</svg>
`;
}

export function newsBannerSvg(title: string, color: string): string {
  const label = escapeMarkup(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240" viewBox="0 0 640 240" role="img" aria-label="${label}">
  <title>${label}</title>
  <rect width="640" height="240" rx="20" fill="${escapeMarkup(color)}"/>
  <circle cx="560" cy="60" r="110" fill="#ffffff" fill-opacity="0.12"/>
  <text x="40" y="132" font-family="sans-serif" font-size="36" font-weight="700" fill="#ffffff">${escapeMarkup(clip(title, 30))}</text>
</svg>
`;
}
