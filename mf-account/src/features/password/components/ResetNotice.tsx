import { passwordTexts } from '../texts';

/** Above the form after a staff reset (ADR 0050): why the member is here, and what waits for the change. */
export function ResetNotice() {
  return (
    <section className="ms-warning" aria-labelledby="ma-reset-title">
      <p id="ma-reset-title">
        <strong>{passwordTexts.resetTitle}</strong>
      </p>
      <p>{passwordTexts.resetText}</p>
    </section>
  );
}
