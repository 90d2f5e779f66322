import { act, renderHook } from '@testing-library/react';
import { usePoll } from './usePoll';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('usePoll', () => {
  it('ticks while enabled, never overlaps a slow tick, and stops when disabled or unmounted', async () => {
    let finish: () => void = () => undefined;
    const tick = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { rerender, unmount } = renderHook(({ on }) => usePoll(tick, 3000, on), { initialProps: { on: true } });
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(tick).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(9000));
    expect(tick).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(tick).toHaveBeenCalledTimes(2);
    finish();
    rerender({ on: false });
    await act(() => jest.advanceTimersByTimeAsync(9000));
    expect(tick).toHaveBeenCalledTimes(2);
    rerender({ on: true });
    unmount();
    await act(() => jest.advanceTimersByTimeAsync(9000));
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while the event stream is live, and reads again when it brings a change', async () => {
    const tick = jest.fn(() => Promise.resolve());
    const events = (seq: number, live = true) => ({ live, seq, kind: 'balance' as const });
    const { rerender } = renderHook(({ on, at }) => usePoll(tick, 3000, on, at), { initialProps: { on: true, at: events(4) } });
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(tick).not.toHaveBeenCalled();
    rerender({ on: true, at: events(5) });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(tick).toHaveBeenCalledTimes(1);
    // Nothing to follow: a change does not read.
    rerender({ on: false, at: events(6) });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(tick).toHaveBeenCalledTimes(1);
    // The stream went down: the timer again.
    rerender({ on: true, at: events(6, false) });
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(tick).toHaveBeenCalledTimes(2);
  });
});
