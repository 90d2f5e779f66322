import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, errorText, isApiError, isPositiveAmount, useApi, useRestriction, useSession, type LuckyWheelState } from '@member-site/shared';
import { RestrictedNotice } from '../../../components/RestrictedNotice';
import { spinWheel } from '../api/wheel';
import { rotationFor } from '../geometry';
import { prefersReducedMotion, spinDurationMs, spinTurns } from '../hooks/motion';
import { wheelTexts } from '../texts';
import { WheelSvg } from './WheelSvg';
import './wheel.css';

interface Outcome {
  text: string;
  kind: 'won' | 'lost' | 'error';
}

/** The wheel and its spin button; the server picks the segment, the page only turns to it. */
export function LuckyWheel({ wheel }: { wheel: LuckyWheelState }) {
  const api = useApi();
  const session = useSession();
  const [spinsLeft, setSpinsLeft] = useState(wheel.spinsLeft);
  const [rotation, setRotation] = useState(0);
  const [animate, setAnimate] = useState(false);
  const [spinning, setSpinning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A break or self-exclusion: the button stays, disabled, with the reason above it (ADR 0018).
  const restriction = useRestriction(session);

  useEffect(() => () => clearTimeout(timer.current), []);

  const spin = useCallback(async () => {
    setSpinning(true);
    setOutcome(null);
    try {
      const result = await spinWheel(api);
      const moving = !prefersReducedMotion();
      setAnimate(moving);
      setRotation((current) => rotationFor(current, result.segmentIndex, Math.max(wheel.segments.length, 1), moving ? spinTurns : 0));
      timer.current = setTimeout(
        () => {
          const won = isPositiveAmount(result.prize);
          setOutcome(won ? { kind: 'won', text: wheelTexts.won(result.label) } : { kind: 'lost', text: wheelTexts.lost });
          setSpinsLeft(result.spinsLeft);
          setSpinning(false);
          // The server paid the prize with the spin: the balance bar catches up as the result shows,
          // not before (that would give the result away) and not at the next 60 s poll. The
          // answer's credit when it carries one, else the balance is read again.
          if (result.credit === undefined) void session.refreshBalance();
          else session.showCredit(result.credit);
        },
        moving ? spinDurationMs : 0,
      );
    } catch (error) {
      // 409 NO_SPIN and every other refusal: the server's own words, as text.
      setOutcome({ kind: 'error', text: errorText(error) });
      if (isApiError(error) && error.status === 409) setSpinsLeft(0);
      setSpinning(false);
    }
  }, [api, session, wheel.segments.length]);

  return (
    <div className="mg-wheel-area">
      {restriction ? <RestrictedNotice restriction={restriction} /> : null}
      <WheelSvg segments={wheel.segments} rotation={rotation} animate={animate} />
      <p className="mg-wheel__spins">{spinsLeft > 0 ? wheelTexts.spinsLeft(spinsLeft) : wheelTexts.noSpins}</p>
      <Button className="mg-wheel__button" disabled={spinsLeft <= 0 || spinning || restriction !== null} onClick={() => void spin()}>
        {spinning ? wheelTexts.spinning : wheelTexts.spin}
      </Button>
      <p className={`mg-wheel__result mg-wheel__result--${outcome?.kind ?? 'none'}`} role="status" aria-live="polite">
        {outcome?.text ?? ''}
      </p>
    </div>
  );
}
