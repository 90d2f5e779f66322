import { useId, useState, type FormEvent } from 'react';
import { useApi, type RealityCheckMinutes, type SaferPlayState } from '@member-site/shared';
import { FormEnd } from '../../../components/FormEnd';
import { setRealityCheck } from '../api/safer-play';
import { useSaferPlayChange } from '../hooks/useSaferPlayChange';
import { realityLabel, saferPlayTexts as t } from '../texts';

interface RealityCheckSectionProps {
  minutes: RealityCheckMinutes;
  onState: (state: SaferPlayState) => void;
}

const choices = Object.keys(realityLabel).map(Number) as RealityCheckMinutes[];

/** Off or every 15, 30 or 60 minutes; the shell shows the check (ADR 0018). */
export function RealityCheckSection({ minutes, onState }: RealityCheckSectionProps) {
  const api = useApi();
  const id = useId();
  const [choice, setChoice] = useState<RealityCheckMinutes>(minutes);
  const [saved, setSaved] = useState<RealityCheckMinutes | null>(null);
  const { sending, error, run } = useSaferPlayChange(onState);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (await run(() => setRealityCheck(api, choice))) setSaved(choice);
  };
  return (
    <form className="ms-stack ms-card" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ms-h2">
        {t.realityTitle}
      </h2>
      <p className="ms-hint">{t.realityIntro}</p>
      {saved !== null ? (
        <p className="ms-success" role="status">
          {t.realitySaved(saved)}
        </p>
      ) : null}
      <div>
        <label className="ms-label" htmlFor={`${id}-minutes`}>
          {t.realityLabel}
        </label>
        <select id={`${id}-minutes`} className="ms-input" value={choice} onChange={(event) => setChoice(Number(event.target.value) as RealityCheckMinutes)}>
          {choices.map((value) => (
            <option key={value} value={value}>
              {realityLabel[value]}
            </option>
          ))}
        </select>
      </div>
      <FormEnd error={error} sending={sending} label={t.realitySubmit} sendingLabel={t.sending} />
    </form>
  );
}
