import { useRef } from 'react';
import { useNearViewport } from '../hooks/useNearViewport';
import { useQrCode } from '../hooks/useQrCode';
import { landingTexts } from '../texts';

const quietZone = 4;
export const qrPixels = 132;

/**
 * The support chat link as a QR code, for visitors on a computer who chat on their phone. The
 * box has its final size from the start, so the code's arrival moves nothing.
 */
export function ContactQr({ url }: { url: string }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const qr = useQrCode(url, near);
  const side = qr ? qr.size + quietZone * 2 : 0;
  return (
    <figure className="ml-qr">
      <div ref={box} className="ml-qr__box">
        {qr ? (
          <svg
            width={qrPixels}
            height={qrPixels}
            viewBox={`0 0 ${side} ${side}`}
            role="img"
            aria-label={landingTexts.qrLabel}
            shapeRendering="crispEdges"
            focusable="false"
          >
            <rect width={side} height={side} fill="#ffffff" />
            <path d={qr.path} fill="#000000" transform={`translate(${quietZone} ${quietZone})`} />
          </svg>
        ) : null}
      </div>
      <figcaption className="ml-qr__caption">{landingTexts.qrCaption}</figcaption>
    </figure>
  );
}
