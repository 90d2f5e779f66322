/** Angles are degrees clockwise from the top (where the pointer is), centre (100, 100). */
export const wheelCentre = 100;
export const wheelRadius = 96;

function point(angle: number, radius: number): string {
  const rad = (angle * Math.PI) / 180;
  const x = wheelCentre + radius * Math.sin(rad);
  const y = wheelCentre - radius * Math.cos(rad);
  return `${x.toFixed(3)} ${y.toFixed(3)}`;
}

/** The SVG path of segment `index` of `count`. */
export function segmentPath(index: number, count: number): string {
  const size = 360 / count;
  const start = index * size;
  const end = start + size;
  const large = size > 180 ? 1 : 0;
  return `M ${wheelCentre} ${wheelCentre} L ${point(start, wheelRadius)} A ${wheelRadius} ${wheelRadius} 0 ${large} 1 ${point(end, wheelRadius)} Z`;
}

/** The middle of segment `index`. */
export function segmentCentre(index: number, count: number): number {
  return (index + 0.5) * (360 / count);
}

/**
 * The wheel's next rotation so that segment `index` stops under the pointer, always turning
 * forward from `current` by some whole turns first.
 */
export function rotationFor(current: number, index: number, count: number, turns: number): number {
  const base = Math.ceil(current / 360) * 360;
  return base + turns * 360 + (360 - segmentCentre(index, count));
}

const palette = ['#c8102e', '#1c2440', '#e0a800', '#0f5132', '#5b2a86', '#0b4f8a'];

/** A server colour used only when it is a plain colour value; otherwise one of ours. */
export function safeColour(raw: string, index: number): string {
  const plain = /^#[0-9a-f]{3,8}$/i.test(raw) || /^(rgb|hsl)a?\([\d\s.,%/]+\)$/i.test(raw) || /^[a-z]{3,20}$/i.test(raw);
  return plain ? raw : (palette[index % palette.length] ?? '#1c2440');
}
