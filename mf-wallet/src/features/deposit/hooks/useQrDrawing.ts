import { useEffect, useState } from 'react';
import { qrPath } from '@member-site/shared';

export interface QrDrawing {
  payload: string;
  /** Modules per side, without the quiet zone. */
  size: number;
  path: string;
}

/**
 * The PromptPay payload as one SVG path, drawn here in the browser: the payload never leaves
 * the page for a QR service, and an SVG path needs neither canvas data URLs nor inline styles.
 * qrcode-generator loads as its own chunk, only once a request is open.
 */
export function useQrDrawing(payload: string): QrDrawing | null {
  const [drawing, setDrawing] = useState<QrDrawing | null>(null);
  useEffect(() => {
    let cancelled = false;
    import(/* webpackChunkName: "qrcode" */ 'qrcode-generator')
      .then(({ default: qrcode }) => {
        if (cancelled) return;
        // Level M, as bank apps scan PromptPay codes from a phone screen.
        const code = qrcode(0, 'M');
        code.addData(payload);
        code.make();
        setDrawing({ payload, size: code.getModuleCount(), path: qrPath(code) });
      })
      .catch((error: unknown) => console.error('[mf-wallet] E4 PromptPay QR code could not be drawn', error));
    return () => {
      cancelled = true;
    };
  }, [payload]);
  return drawing?.payload === payload ? drawing : null;
}
