import { useEffect, useState } from 'react';
import { qrPath } from '@member-site/shared';

export interface QrDrawing {
  text: string;
  /** Modules per side, without the quiet zone. */
  size: number;
  path: string;
}

/**
 * The QR code of `text`, computed once `enabled`. qrcode-generator is fetched on demand (its own
 * chunk), never with the page's first paint.
 */
export function useQrCode(text: string | null, enabled: boolean): QrDrawing | null {
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
      .catch((error: unknown) => console.error('[mf-landing] E5 QR code could not be drawn', error));
    return () => {
      cancelled = true;
    };
  }, [text, enabled]);
  return drawing && drawing.text === text ? drawing : null;
}
