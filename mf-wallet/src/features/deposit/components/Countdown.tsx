import { useSecondsLeft } from '../../../hooks/useSecondsLeft';
import { depositTexts } from '../texts';

const two = (n: number) => n.toString().padStart(2, '0');

/**
 * Time left on the QR. The visible clock ticks each second but is not a live region (a screen
 * reader would read every second); the end is announced once.
 */
export function Countdown({ expiresAt }: { expiresAt: string }) {
  const left = useSecondsLeft(expiresAt);
  if (left === 0) {
    return (
      <p className="mw-countdown mw-countdown--over" role="status">
        {depositTexts.timeUp}
      </p>
    );
  }
  const clock = `${two(Math.floor(left / 60))}:${two(left % 60)}`;
  return (
    <p className="mw-countdown">
      <time dateTime={`PT${left}S`}>{depositTexts.expiresIn(clock)}</time>
    </p>
  );
}
