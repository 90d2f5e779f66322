import { useCallback, useState } from 'react';
import { formatThaiDateTime, type SaferPlayState } from '@member-site/shared';
import { saferPlayTexts as t } from '../texts';
import { ChangeHistory } from './ChangeHistory';
import { RealityCheckSection } from './RealityCheckSection';
import { RestrictionSection } from './RestrictionSection';

/** The safer-play part of /Setting: the restriction in force, a break, self-exclusion, the reality check, the history. */
export function SaferPlaySettings({ initial }: { initial: SaferPlayState }) {
  const [state, setState] = useState(initial);
  const onState = useCallback((next: SaferPlayState) => setState(next), []);
  const { restriction } = state;
  return (
    <>
      {restriction ? (
        <p className="ms-warning ma-notice" role="status">
          {t.inForce(restriction.kind, formatThaiDateTime(restriction.until))}
        </p>
      ) : null}
      <RealityCheckSection minutes={state.realityCheckMinutes} onState={onState} />
      <RestrictionSection kind="break" restriction={restriction} onState={onState} />
      <RestrictionSection kind="exclusion" restriction={restriction} onState={onState} />
      <ChangeHistory changes={state.changes} />
    </>
  );
}
