import { Button, QrSvg, formatMoneyText, useQrCode, type PromptPayRequest } from '@member-site/shared';
import { walletTexts } from '../../../lib/texts';
import { depositTexts } from '../texts';
import { Countdown } from './Countdown';

interface PromptPayQrProps {
  request: PromptPayRequest;
  busy: boolean;
  onCancel: () => void;
}

/** The open request: the QR drawn here, the exact amount to pay, who receives it, time left. */
export function PromptPayQr({ request, busy, onCancel }: PromptPayQrProps) {
  const qr = useQrCode(request.payload);
  const pay = formatMoneyText(request.payAmount);
  return (
    <section className="mw-qr" aria-labelledby="mw-qr-amount">
      <div className="mw-qr__box">{qr ? <QrSvg className="mw-qr__svg" size={qr.size} path={qr.path} label={depositTexts.qrLabel(pay)} /> : null}</div>
      <p className="mw-qr__exact">{depositTexts.payExactly}</p>
      <p id="mw-qr-amount" className="mw-qr__amount">
        {pay} <span className="mw-qr__unit">{walletTexts.baht}</span>
      </p>
      <p className="ms-hint">{depositTexts.payExactlyHint}</p>
      <p>
        {depositTexts.receiver}: <span className="ms-strong">{request.receiverName}</span>
      </p>
      <Countdown expiresAt={request.expiresAt} />
      <p className="ms-hint">{depositTexts.waiting}</p>
      <Button look="ghost" disabled={busy} onClick={onCancel}>
        {depositTexts.cancel}
      </Button>
    </section>
  );
}
