/** The blank border scanners need around a QR code, in modules. */
const quietZone = 4;

export interface QrSvgProps {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** The dark modules as path data (`qrPath`). */
  path: string;
  label: string;
  /** Fixed width and height, when the page's CSS does not size it. */
  pixels?: number;
  className?: string;
}

/**
 * A QR code as React SVG elements: no HTML string, no canvas data URL, no inline style, so it
 * draws under the site's strict CSP.
 */
export function QrSvg({ size, path, label, pixels, className }: QrSvgProps) {
  const side = size + quietZone * 2;
  return (
    <svg
      className={className}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      focusable="false"
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" transform={`translate(${quietZone} ${quietZone})`} />
    </svg>
  );
}
