import { finishProgress, progressState, progressThrottleMs, resetProgress, startProgress, type ProgressState } from './progress';

describe('progress bar state', () => {
  let seen: ProgressState[];
  let subscription: { unsubscribe(): void };
  beforeEach(() => {
    jest.useFakeTimers();
    resetProgress();
    seen = [];
    subscription = progressState.subscribe((s) => seen.push(s));
  });
  afterEach(() => {
    subscription.unsubscribe();
    jest.useRealTimers();
  });

  it('never shows for a page that loads within the 200 ms throttle', () => {
    startProgress();
    jest.advanceTimersByTime(progressThrottleMs - 1);
    finishProgress();
    jest.advanceTimersByTime(1_000);
    expect(seen).toEqual(['idle']);
  });

  it('shows for a slower page and finishes when it has loaded', () => {
    startProgress();
    jest.advanceTimersByTime(progressThrottleMs);
    expect(seen).toEqual(['idle', 'running']);
    finishProgress();
    expect(seen).toEqual(['idle', 'running', 'done']);
  });
});
