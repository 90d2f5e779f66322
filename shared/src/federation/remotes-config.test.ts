import { parseRemotesConfig } from './remotes-config';

const hashA = `sha384-${'A'.repeat(64)}`;
const hashB = `sha384-${'B'.repeat(64)}`;
const integrity = { manifest: hashA, remoteEntry: hashB };
const origin = 'https://wallet.example.com';
const at = (version: string) => ({ entry: `${origin}/${version}/mf-manifest.json`, integrity });

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

describe('remotes.json in the old flat format', () => {
  it('keeps only remotes at a safe address: https, or http on loopback, without credentials', () => {
    expect(
      parseRemotesConfig({
        mf_games: 'https://cdn.example.com/mf-manifest.json',
        mf_wallet: 'http://127.0.0.1:3003/mf-manifest.json',
        mf_account: 'http://localhost:3004/mf-manifest.json',
        plain: 'http://cdn.example.com/mf-manifest.json',
        creds: 'https://u:p@cdn.example.com/mf-manifest.json',
        evil: 'javascript:alert(1)',
        n: 1,
      }),
    ).toEqual({
      remotes: {
        mf_games: { live: { entry: 'https://cdn.example.com/mf-manifest.json' }, versions: {} },
        mf_wallet: { live: { entry: 'http://127.0.0.1:3003/mf-manifest.json' }, versions: {} },
        mf_account: { live: { entry: 'http://localhost:3004/mf-manifest.json' }, versions: {} },
      },
      previewKey: null,
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shell] E38 remotes.json gives plain an unsafe address'));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shell] E39 remotes.json: n is malformed'));
  });

  it('reads an unreadable file as no remotes, without throwing', () => {
    for (const raw of [null, 'x', 42, []]) expect(parseRemotesConfig(raw)).toEqual({ remotes: {}, previewKey: null });
  });
});

describe('remotes.json from the release registry', () => {
  const previewKey = { kty: 'EC', crv: 'P-256', x: 'abc-_1', y: 'def_-2' };

  it('reads the live version, its integrity, the canary, the kept versions and the preview key', () => {
    const registry = parseRemotesConfig({
      remotes: {
        mf_wallet: {
          version: 'v2',
          ...at('v2'),
          canary: { version: 'v3', ...at('v3'), percent: 50 },
          versions: { v1: at('v1'), v2: at('v2'), v3: at('v3') },
        },
        mf_landing: 'http://127.0.0.1:3001/mf-manifest.json',
      },
      previewKey: { ...previewKey, d: 'never-here' },
    });
    expect(registry).toEqual({
      remotes: {
        mf_wallet: {
          live: { version: 'v2', ...at('v2') },
          canary: { version: 'v3', ...at('v3'), percent: 50 },
          versions: { v1: { version: 'v1', ...at('v1') }, v2: { version: 'v2', ...at('v2') }, v3: { version: 'v3', ...at('v3') } },
        },
        mf_landing: { live: { entry: 'http://127.0.0.1:3001/mf-manifest.json' }, versions: {} },
      },
      previewKey,
    });
    expect(logged).not.toHaveBeenCalled();
  });

  it('leaves out a remote whose live address is unsafe or whose integrity is unreadable, never loading it unchecked', () => {
    const { remotes } = parseRemotesConfig({
      remotes: {
        mf_wallet: { ...at('v2'), entry: 'http://wallet.example.com/v2/mf-manifest.json' },
        mf_account: { ...at('v2'), integrity: { manifest: 'md5-xyz', remoteEntry: hashB } },
        mf_games: { ...at('v2'), integrity: { manifest: hashA } },
        mf_landing: { integrity },
      },
    });
    expect(remotes).toEqual({});
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shell] E38 remotes.json gives mf_wallet an unsafe address'));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("[shell] E39 remotes.json: mf_account's integrity is malformed"));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shell] E39 remotes.json: mf_landing is malformed'));
  });

  it('drops a malformed canary or kept version and keeps the rest of the remote', () => {
    const { remotes } = parseRemotesConfig({
      remotes: {
        mf_wallet: {
          version: 'v2',
          ...at('v2'),
          canary: { version: 'v3', ...at('v3'), percent: 'half' },
          versions: { v1: { ...at('v1'), entry: 'javascript:alert(1)' }, v2: at('v2'), v3: 'nope' },
        },
      },
    });
    expect(remotes.mf_wallet).toEqual({ live: { version: 'v2', ...at('v2') }, versions: { v2: { version: 'v2', ...at('v2') } } });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("[shell] E39 remotes.json: mf_wallet's canary percent is malformed"));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shell] E38 remotes.json gives mf_wallet version v1 an unsafe address'));
  });

  it("reads each version's published routes (ADR 0057), leaving out one the shell could not follow", () => {
    const good = {
      name: 'voucher',
      path: '/Voucher',
      page: 'voucher',
      title: 'บัตรกำนัล',
      layout: 'main',
      access: 'member',
      steps: ['auth'],
      capability: 'deposit',
    };
    const bad = [
      { ...good, path: 'https://evil.example.com/x' },
      { ...good, layout: 'nowhere' },
      { ...good, access: 'everyone' },
      { ...good, capability: 'mind-reading' },
      { ...good, title: '' },
      { ...good, steps: 'auth' },
      'a string',
    ];
    const { remotes } = parseRemotesConfig({
      remotes: { mf_wallet: { version: 'v2', ...at('v2'), routes: [good, ...bad], versions: { v1: { ...at('v1'), routes: [] } } } },
    });
    expect(remotes.mf_wallet?.live.routes).toEqual([good]);
    expect(remotes.mf_wallet?.versions.v1?.routes).toEqual([]);
    expect(logged).toHaveBeenCalledWith('[shell] E39 remotes.json: a route of mf_wallet is malformed; it is left out');
  });

  it('keeps no preview key that is not a public P-256 key', () => {
    for (const key of [{ ...previewKey, crv: 'P-384' }, { ...previewKey, kty: 'RSA' }, { ...previewKey, x: 'a b' }, 'key']) {
      expect(parseRemotesConfig({ remotes: {}, previewKey: key }).previewKey).toBeNull();
    }
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shell] E39 remotes.json: previewKey is malformed'));
  });
});
