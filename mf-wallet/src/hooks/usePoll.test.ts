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
});
