import { act, renderHook } from '@testing-library/react';
import { navigate, navigator, useHistoryLocation as useLocation } from './history';

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('the shell history', () => {
  it('push: the address changes, a new history entry with a new key, listeners re-render', () => {
    const { result } = renderHook(() => useLocation());
    const first = result.current;
    const length = window.history.length;
    act(() => navigate('/Topup?x=1#top'));
    expect(window.location.pathname).toBe('/Topup');
    expect(result.current).toMatchObject({ pathname: '/Topup', search: '?x=1', hash: '#top' });
    expect(result.current.key).not.toBe(first.key);
    expect(window.history.length).toBe(length + 1);
  });

  it('replace: the entry is replaced, yet it is a new navigation (a new key)', () => {
    const { result } = renderHook(() => useLocation());
    act(() => navigate('/login'));
    const before = result.current.key;
    const length = window.history.length;
    act(() => navigate('/playgame', { replace: true }));
    expect(window.history.length).toBe(length);
    expect(result.current.pathname).toBe('/playgame');
    expect(result.current.key).not.toBe(before);
  });

  it('the same path again is a new navigation too (the steps run again)', () => {
    const { result } = renderHook(() => useLocation());
    act(() => navigate('/casino'));
    const before = result.current.key;
    act(() => navigate('/casino'));
    expect(result.current.key).not.toBe(before);
  });

  it('back and forward: popstate brings back the entry with its own key', async () => {
    const { result } = renderHook(() => useLocation());
    act(() => navigate('/one'));
    const one = result.current.key;
    act(() => navigate('/two'));
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(result.current).toMatchObject({ pathname: '/one', key: one });
  });

  it('an address changed by another script (the preview link cleaned) is read, not kept stale', () => {
    const { result } = renderHook(() => useLocation());
    act(() => navigate('/?preview=abc'));
    window.history.replaceState(window.history.state, '', '/');
    const { result: again } = renderHook(() => useLocation());
    expect(again.current.search).toBe('');
    expect(result.current.pathname).toBe('/');
  });
});

describe('the shell history as react-router navigator', () => {
  it('push and replace take a path or a path object, carry state, and tell how the page got there', () => {
    const { result } = renderHook(() => useLocation());
    act(() => navigator.push({ pathname: '/Topup', search: '?tab=bank' }, { from: 'games' }));
    expect(result.current).toMatchObject({ pathname: '/Topup', search: '?tab=bank', state: { from: 'games' }, navigationType: 'PUSH' });
    const length = window.history.length;
    act(() => navigator.replace('/withdraw'));
    expect(result.current).toMatchObject({ pathname: '/withdraw', state: null, navigationType: 'REPLACE' });
    expect(window.history.length).toBe(length);
    expect(navigator.createHref({ pathname: '/a', search: '?b=1', hash: '#c' })).toBe('/a?b=1#c');
  });

  it('back is a POP navigation', async () => {
    const { result } = renderHook(() => useLocation());
    act(() => navigate('/one'));
    act(() => navigate('/two'));
    await act(async () => {
      navigator.go(-1);
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(result.current).toMatchObject({ pathname: '/one', navigationType: 'POP' });
  });
});

describe('a page guard (useLeaveGuard) on the one history', () => {
  /** A guard whose answer the test gives; `asked` counts the questions. */
  function guard() {
    const state = { asked: 0, answer: (_leave: boolean) => undefined as void };
    const ask = () =>
      new Promise<boolean>((resolve) => {
        state.asked += 1;
        state.answer = resolve;
      });
    return { state, unblock: navigator.block!(ask) };
  }
  const popstate = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('asks before a push: staying keeps the page, leaving goes', async () => {
    const { result } = renderHook(() => useLocation());
    act(() => navigate('/ticket'));
    const { state, unblock } = guard();
    act(() => navigator.push('/casino'));
    expect(state.asked).toBe(1);
    await act(async () => {
      state.answer(false);
      await settle();
    });
    expect(result.current.pathname).toBe('/ticket');
    act(() => navigator.push('/casino'));
    await act(async () => {
      state.answer(true);
      await settle();
    });
    expect(result.current.pathname).toBe('/casino');
    expect(state.asked).toBe(2);
    unblock();
  });

  it('undoes a back step while it asks, stays on "stay", and takes the step on "leave"', async () => {
    const { result } = renderHook(() => useLocation());
    act(() => navigate('/one'));
    act(() => navigate('/ticket'));
    const ticket = result.current.key;
    const { state, unblock } = guard();
    await act(async () => {
      window.history.back();
      await popstate(); // the back step
      await popstate(); // undone
    });
    expect(window.location.pathname).toBe('/ticket');
    expect(result.current).toMatchObject({ pathname: '/ticket', key: ticket });
    expect(state.asked).toBe(1);
    await act(async () => {
      state.answer(true);
      await popstate();
    });
    expect(result.current).toMatchObject({ pathname: '/one', navigationType: 'POP' });
    unblock();
  });

  it('a removed guard asks no more, and an ended session leaves a guarded page unasked', async () => {
    const { result } = renderHook(() => useLocation());
    act(() => navigate('/ticket'));
    const { state, unblock } = guard();
    act(() => navigate('/logout', { replace: true }));
    expect(result.current.pathname).toBe('/logout');
    expect(state.asked).toBe(0);
    unblock();
    act(() => navigator.push('/playgame'));
    expect(result.current.pathname).toBe('/playgame');
    expect(state.asked).toBe(0);
  });
});
