import { formatMoneyText, type PromptPayRequest } from '@member-site/shared';
import { walletTexts } from '../../../lib/texts';
import { useQrDrawing } from '../hooks/useQrDrawing';
import { depositTexts } from '../texts';
import { Countdown } from './Countdown';

const quietZone = 4;

interface PromptPayQrProps {
  request: PromptPayRequest;
  busy: boolean;
  onCancel: () => void;
}

/** The open request: the QR drawn here, the exact amount to pay, who receives it, time left. */
export function PromptPayQr({ request, busy, onCancel }: PromptPayQrProps) {
  const qr = useQrDrawing(request.payload);
  const side = qr ? qr.size + quietZone * 2 : 0;
  const pay = formatMoneyText(request.payAmount);
  return (
    <section className="mw-qr" aria-labelledby="mw-qr-amount">
      <div className="mw-qr__box">
        {qr ? (
          <svg
            className="mw-qr__svg"
            viewBox={`0 0 ${side} ${side}`}
            role="img"
            aria-label={depositTexts.qrLabel(pay)}
            shapeRendering="crispEdges"
            focusable="false"
          >
            <rect width={side} height={side} fill="#ffffff" />
            <path d={qr.path} fill="#000000" transform={`translate(${quietZone} ${quietZone})`} />
          </svg>
        ) : null}
      </div>
      <p className="mw-qr__exact">{depositTexts.payExactly}</p>
      <p id="mw-qr-amount" className="mw-qr__amount">
        {pay} <span className="mw-qr__unit">{walletTexts.baht}</span>
      </p>
      <p className="mw-hint">{depositTexts.payExactlyHint}</p>
      <p>
        {depositTexts.receiver}: <span className="mw-strong">{request.receiverName}</span>
      </p>
      <Countdown expiresAt={request.expiresAt} />
      <p className="mw-hint">{depositTexts.waiting}</p>
      <button type="button" className="mw-btn mw-btn--ghost" disabled={busy} onClick={onCancel}>
        {depositTexts.cancel}
      </button>
    </section>
  );
}
