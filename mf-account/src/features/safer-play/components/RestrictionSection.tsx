import { useId, useState, type FormEvent } from 'react';
import {
  breakEnd,
  confirmDialog,
  formatThaiDateTime,
  useApi,
  type BreakLength,
  type Restriction,
  type RestrictionKind,
  type SaferPlayState,
} from '@member-site/shared';
import { FormEnd } from '../../../components/FormEnd';
import { takeBreak } from '../api/safer-play';
import { useSaferPlayChange } from '../hooks/useSaferPlayChange';
import { breakOptions, exclusionOptions, lengthLabel, saferPlayTexts as t } from '../texts';

interface RestrictionSectionProps {
  kind: RestrictionKind;
  restriction: Restriction | null;
  onState: (state: SaferPlayState) => void;
}

const endText = (seconds: number): string => formatThaiDateTime(new Date(seconds * 1000).toISOString());

/**
 * A break or a self-exclusion: the lengths as radio buttons, then two confirmations (what it
 * does, then its end in Bangkok time) before the API is asked. Lengths ending before the one in
 * force are disabled: it can be extended, never shortened.
 */
export function RestrictionSection({ kind, restriction, onState }: RestrictionSectionProps) {
  const api = useApi();
  const id = useId();
  const [length, setLength] = useState<BreakLength | ''>('');
  const [missing, setMissing] = useState(false);
  const { sending, error, run } = useSaferPlayChange(onState);
  const options = kind === 'break' ? breakOptions : exclusionOptions;
  const nowSeconds = (): number => Math.floor(Date.now() / 1000);
  const currentEnd = restriction ? Date.parse(restriction.until) / 1000 : 0;
  const endsTooSoon = (option: BreakLength): boolean => breakEnd(option, nowSeconds()).until <= currentEnd;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!length) {
      setMissing(true);
      return;
    }
    setMissing(false);
    if (!(await confirmDialog(t.confirmTitle(kind, lengthLabel[length]), t.confirmText))) return;
    const end = endText(breakEnd(length, nowSeconds()).until);
    if (!(await confirmDialog(t.finalTitle, t.finalText(kind, end)))) return;
    if (await run(() => takeBreak(api, length))) setLength('');
  };

  return (
    <form className="ms-stack ms-card" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ms-h2">
        {kind === 'break' ? t.breakTitle : t.exclusionTitle}
      </h2>
      <p className="ms-hint">{kind === 'break' ? t.breakIntro : t.exclusionIntro}</p>
      {restriction ? <p className="ms-hint">{t.longerOnly}</p> : null}
      <fieldset className="ma-choices" aria-describedby={missing ? `${id}-missing` : undefined}>
        <legend className="ms-label">{t.lengthLegend}</legend>
        {options.map((option) => (
          <label key={option} className="ma-choice">
            <input
              type="radio"
              name={`${id}-length`}
              value={option}
              checked={length === option}
              disabled={endsTooSoon(option)}
              onChange={() => setLength(option)}
            />
            {lengthLabel[option]}
          </label>
        ))}
      </fieldset>
      {missing ? (
        <p id={`${id}-missing`} className="ms-error">
          {t.chooseLength}
        </p>
      ) : null}
      <FormEnd error={error} sending={sending} label={kind === 'break' ? t.breakSubmit : t.exclusionSubmit} sendingLabel={t.sending} />
    </form>
  );
}
