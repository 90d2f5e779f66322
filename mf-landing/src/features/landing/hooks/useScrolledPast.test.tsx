import { act, renderHook } from '@testing-library/react';
import { useScrolledPast } from './useScrolledPast';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useScrolledPast', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('turns true past the threshold and false again above it', () => {
    const { result } = renderHook(() => useScrolledPast(100));
    expect(result.current).toBe(false);
    scrollTo(100);
    expect(result.current).toBe(false);
    scrollTo(101);
    expect(result.current).toBe(true);
    scrollTo(20);
    expect(result.current).toBe(false);
  });

  it('reads the position already scrolled when it mounts', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    const { result } = renderHook(() => useScrolledPast(100));
    expect(result.current).toBe(true);
  });

  it('registers a passive listener and removes it on unmount', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useScrolledPast(100));
    const call = add.mock.calls.find(([type]) => type === 'scroll');
    expect(call?.[2]).toEqual({ passive: true });
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', call?.[1]);
    add.mockRestore();
    remove.mockRestore();
  });
});
