import { useRef } from 'react';
import { QrSvg, useQrCode } from '@member-site/shared';
import { useNearViewport } from '../hooks/useNearViewport';
import { landingTexts } from '../texts';

export const qrPixels = 132;

/**
 * The support chat link as a QR code, for visitors on a computer who chat on their phone. The
 * box has its final size from the start, so the code's arrival moves nothing.
 */
export function ContactQr({ url }: { url: string }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const qr = useQrCode(url, near);
  return (
    <figure className="ml-qr">
      <div ref={box} className="ml-qr__box">
        {qr ? <QrSvg size={qr.size} path={qr.path} label={landingTexts.qrLabel} pixels={qrPixels} /> : null}
      </div>
      <figcaption className="ml-qr__caption">{landingTexts.qrCaption}</figcaption>
    </figure>
  );
}
