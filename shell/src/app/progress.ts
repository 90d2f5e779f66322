import { BehaviorSubject } from 'rxjs';

/** Spec section 9: the bar shows only after 200 ms, and creeps towards the end over 5 s. */
export const progressThrottleMs = 200;
export const progressDurationMs = 5_000;

export type ProgressState = 'idle' | 'running' | 'done';

const state = new BehaviorSubject<ProgressState>('idle');
const pageShown = new BehaviorSubject(false);
let showTimer: ReturnType<typeof setTimeout> | undefined;
let pending = false;

export const progressState = state.asObservable();

/** True from when the visit's first page is on screen (its remote mounted, or the shell's own page shown). */
export const firstPageShown = pageShown.asObservable();

/** Starts a page load. The bar becomes visible only if the load is still pending after the throttle. */
export function startProgress(): void {
  pending = true;
  clearTimeout(showTimer);
  showTimer = setTimeout(() => {
    if (pending) state.next('running');
  }, progressThrottleMs);
}

export function finishProgress(): void {
  pending = false;
  if (!pageShown.getValue()) pageShown.next(true);
  clearTimeout(showTimer);
  if (state.getValue() === 'running') state.next('done');
}

export function resetProgress(): void {
  state.next('idle');
}
