import { useEffect, useState } from 'react';
import { progressState, resetProgress, type ProgressState } from './progress';
import './progress.css';

/** The page-load bar at the top of the viewport. */
export function ProgressBar() {
  const [state, setState] = useState<ProgressState>('idle');
  useEffect(() => {
    const subscription = progressState.subscribe(setState);
    return () => subscription.unsubscribe();
  }, []);
  useEffect(() => {
    if (state !== 'done') return undefined;
    const timer = setTimeout(resetProgress, 400);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <div className={`progress progress--${state}`} role="progressbar" aria-hidden={state === 'idle'} aria-label="กำลังโหลดหน้า">
      <div className="progress__bar" />
    </div>
  );
}
