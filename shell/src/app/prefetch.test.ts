import { connectionAllowsPrefetch } from './prefetch';

describe('prefetch on this connection', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%p → %p', (connection, allowed) => {
    expect(connectionAllowsPrefetch(connection)).toBe(allowed);
  });
});

describe('warming a remote when a link to it is hovered, touched or focused', () => {
  const load = jest.fn<Promise<unknown>, [string]>();
  let warmRemote: (name: 'mf_wallet' | 'mf_account') => void;

  beforeEach(() => {
    jest.resetModules();
    load.mockReset().mockResolvedValue({});
    jest.doMock('../federation/registry', () => ({ loadRemoteApp: load, prefetchRemotes: jest.fn() }));
    ({ warmRemote } = jest.requireActual<typeof import('./prefetch')>('./prefetch'));
  });

  afterEach(() => {
    delete (navigator as Navigator & { connection?: unknown }).connection;
  });

  it('loads each remote once, however often its links are pointed at', () => {
    warmRemote('mf_wallet');
    warmRemote('mf_wallet');
    warmRemote('mf_account');
    expect(load.mock.calls).toEqual([['mf_wallet'], ['mf_account']]);
  });

  it('tries again after a failed load, and never on data-saver or 2g', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    warmRemote('mf_wallet');
    await Promise.resolve();
    await Promise.resolve();
    warmRemote('mf_wallet');
    expect(load).toHaveBeenCalledTimes(2);

    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    warmRemote('mf_account');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the idle prefetch of the other remotes', () => {
  const prefetch = jest.fn<void, [string[]]>();
  let module: typeof import('./prefetch');
  let progress: typeof import('./progress');

  beforeEach(() => {
    jest.resetModules();
    jest.useFakeTimers();
    prefetch.mockReset();
    jest.doMock('../federation/registry', () => ({ loadRemoteApp: jest.fn(), prefetchRemotes: prefetch }));
    module = jest.requireActual<typeof import('./prefetch')>('./prefetch');
    progress = jest.requireActual<typeof import('./progress')>('./progress');
    Object.defineProperty(window, 'requestIdleCallback', { value: (run: () => void) => setTimeout(run, 0), configurable: true });
  });

  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('waits for the first page on screen, then a second for its first reads, then an idle moment (issue 36)', () => {
    module.prefetchAfterFirstPage(['mf_games', 'mf_wallet']);
    jest.advanceTimersByTime(10_000);
    expect(prefetch).not.toHaveBeenCalled();
    progress.startProgress();
    progress.finishProgress();
    jest.advanceTimersByTime(module.prefetchAfterPageMs - 1);
    expect(prefetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(prefetch).not.toHaveBeenCalled();
    // The idle moment (requestIdleCallback, a timer here).
    jest.advanceTimersByTime(1);
    expect(prefetch).toHaveBeenCalledWith(['mf_games', 'mf_wallet']);
  });

  it('starts at once after a later sign-in, and never once cancelled', () => {
    progress.finishProgress();
    const cancel = module.prefetchAfterFirstPage(['mf_games']);
    cancel();
    jest.advanceTimersByTime(10_000);
    expect(prefetch).not.toHaveBeenCalled();
    module.prefetchAfterFirstPage(['mf_account']);
    jest.advanceTimersByTime(module.prefetchAfterPageMs + 1);
    expect(prefetch).toHaveBeenCalledWith(['mf_account']);
  });
});
