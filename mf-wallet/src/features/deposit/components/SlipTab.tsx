import { useId, useState, type FormEvent } from 'react';
import { Button, buttonClass, errorText, formatMoneyText, useApi, type DepositOptions, type DepositRecord } from '@member-site/shared';
import { submitSlip } from '../api/slip';
import { readSlipQr } from '../slip/read-slip-qr';
import { depositTexts } from '../texts';
import { Announce } from './Announce';

interface SlipTabProps {
  /** Whether the site checks slips at all (a slip verifier is configured) and how old one may be. */
  rules: DepositOptions['slip'];
  /** A slip was credited: the bar and the panel follow what the answer carried, else read them again. */
  onCredited: (credit: string | undefined, options: DepositOptions | undefined) => void;
}

interface SlipState {
  busy: boolean;
  error: string | null;
  credited: DepositRecord | null;
}

/** Slip upload, or why there is none: the site has no slip verifier. */
export function SlipTab({ rules, onCredited }: SlipTabProps) {
  if (!rules.enabled) return <p className="ms-hint">{depositTexts.slipOff}</p>;
  return <SlipForm maxAgeHours={rules.maxAgeHours} onCredited={onCredited} />;
}

/**
 * A transfer the automatic matching missed: the member chooses the slip image, the page reads its
 * QR code locally and sends only that text. After a refusal the file stays chosen for a retry.
 */
function SlipForm({ maxAgeHours, onCredited }: Omit<SlipTabProps, 'rules'> & { maxAgeHours: number }) {
  const api = useApi();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<SlipState>({ busy: false, error: null, credited: null });

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (state.busy) return;
    if (!file) {
      setState({ busy: false, error: depositTexts.slipChoose, credited: null });
      return;
    }
    setState({ busy: true, error: null, credited: null });
    let reference: string | null;
    try {
      reference = await readSlipQr(file);
    } catch (error) {
      console.error('[mf-wallet] E5 the slip image could not be read', error);
      setState({ busy: false, error: depositTexts.slipUnreadable, credited: null });
      return;
    }
    if (reference === null) {
      setState({ busy: false, error: depositTexts.slipNoQr, credited: null });
      return;
    }
    try {
      const { credit, options, ...record } = await submitSlip(api, reference);
      setState({ busy: false, error: null, credited: record });
      onCredited(credit, options);
    } catch (error) {
      setState({ busy: false, error: errorText(error), credited: null });
    }
  };

  const credited = state.credited ? depositTexts.slipCredited(formatMoneyText(state.credited.creditedAmount ?? state.credited.amount)) : '';
  return (
    <form className="mw-form ms-stack" onSubmit={(event) => void check(event)} noValidate>
      <p className="ms-hint">{depositTexts.slipIntro}</p>
      <p className="ms-hint">{depositTexts.slipRule(maxAgeHours)}</p>
      <div>
        <label className="ms-label" htmlFor={inputId}>
          {depositTexts.slipFile}
        </label>
        {/* The browser's own picker speaks the phone's UI language: a Thai button in its place. */}
        <div className="mw-file">
          <input
            id={inputId}
            className="mw-file__input"
            type="file"
            accept="image/*"
            aria-describedby={hintId}
            aria-invalid={state.error ? 'true' : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setState((s) => ({ ...s, error: null }));
            }}
          />
          <label htmlFor={inputId} className={buttonClass({ look: 'ghost', small: true })} aria-hidden="true">
            {depositTexts.slipPick}
          </label>
          <span className="mw-file__name">{file ? file.name : depositTexts.slipNone}</span>
        </div>
        <p className="ms-hint" id={hintId}>
          {depositTexts.slipHint}
        </p>
      </div>
      <Announce outcome={state.credited ? 'credited' : null} text={credited} error={state.error} />
      <Button type="submit" wide disabled={state.busy}>
        {state.busy ? depositTexts.slipChecking : depositTexts.slipSubmit}
      </Button>
    </form>
  );
}
