import { useEffect, useState } from 'react';
import { qrPath } from './qr-path';

export interface QrDrawing {
  text: string;
  /** Modules per side, without the quiet zone. */
  size: number;
  path: string;
}

/**
 * The QR code of `text` as one SVG path (draw it with QrSvg), computed in the browser once
 * `enabled`: the text never goes to a QR service, and no canvas data URL or inline style is
 * needed under the CSP. qrcode-generator is fetched on demand as its own chunk, never with a
 * page's first paint. Level M, as bank apps scan codes from a phone screen.
 */
export function useQrCode(text: string | null, enabled = true): QrDrawing | null {
  const [drawing, setDrawing] = useState<QrDrawing | null>(null);
  useEffect(() => {
    if (!text || !enabled) return;
    let cancelled = false;
    import(/* webpackChunkName: "qrcode" */ 'qrcode-generator')
      .then(({ default: qrcode }) => {
        if (cancelled) return;
        const qr = qrcode(0, 'M');
        qr.addData(text);
        qr.make();
        setDrawing({ text, size: qr.getModuleCount(), path: qrPath(qr) });
      })
      .catch((error: unknown) => console.error('[shared] E6 QR code could not be drawn', error));
    return () => {
      cancelled = true;
    };
  }, [text, enabled]);
  return drawing && drawing.text === text ? drawing : null;
}
