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
