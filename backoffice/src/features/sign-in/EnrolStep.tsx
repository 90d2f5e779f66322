import { QrSvg, useQrCode } from '@member-site/shared';
import { signInTexts } from './texts';

/** The secret in groups of four, easier to type into an app by hand (apps ignore the spaces). */
export function groupedSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The first sign-in's authenticator set-up: the otpauth address as a QR code, drawn here (never
 * sent to a QR service, CSP-safe SVG), and the secret as text to type by hand.
 */
export function EnrolStep({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  const qr = useQrCode(otpauthUrl);
  return (
    <div className="bo-enrol">
      <p className="bo-signin__lead">{signInTexts.enrolLead}</p>
      <div className="bo-enrol__qr">
        {qr ? <QrSvg size={qr.size} path={qr.path} label={signInTexts.enrolQrLabel} pixels={240} /> : <p className="ms-hint">{signInTexts.qrDrawing}</p>}
      </div>
      <p className="ms-hint">{signInTexts.enrolSecret}</p>
      <p className="bo-enrol__secret">
        <code translate="no">{groupedSecret(secret)}</code>
      </p>
    </div>
  );
}
