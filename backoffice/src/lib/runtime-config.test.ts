import { parseBackofficeConfig, parseStaffRemotes } from './runtime-config';

const origin = 'https://backoffice.example.com';
const integrity = { manifest: `sha384-${'A'.repeat(64)}`, remoteEntry: `sha384-${'B'.repeat(64)}` };
const at = (remote: string, version: string) => ({ entry: `/remotes/${remote}/${version}/mf-manifest.json`, integrity });

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

describe("the back office's remotes.json (the release registry's format)", () => {
  it("resolves each version on the back office's own origin, canary and kept versions included", () => {
    const registry = parseStaffRemotes(
      {
        remotes: {
          mf_wallet_staff: {
            version: 'v2',
            ...at('mf-wallet', 'v2'),
            canary: { version: 'v3', ...at('mf-wallet', 'v3'), percent: 10 },
            versions: { v1: at('mf-wallet', 'v1'), v2: at('mf-wallet', 'v2') },
          },
        },
      },
      origin,
    );
    expect(registry.remotes.mf_wallet_staff).toEqual({
      live: { version: 'v2', entry: `${origin}/remotes/mf-wallet/v2/mf-manifest.json`, integrity },
      canary: { version: 'v3', entry: `${origin}/remotes/mf-wallet/v3/mf-manifest.json`, integrity, percent: 10 },
      versions: {
        v1: { version: 'v1', entry: `${origin}/remotes/mf-wallet/v1/mf-manifest.json`, integrity },
        v2: { version: 'v2', entry: `${origin}/remotes/mf-wallet/v2/mf-manifest.json`, integrity },
      },
    });
    expect(logged).not.toHaveBeenCalled();
  });

  it('leaves out a staff remote from anywhere but its own origin under /remotes/, and anything not a staff remote (E8)', () => {
    const registry = parseStaffRemotes(
      {
        remotes: {
          mf_wallet_staff: { version: 'v1', entry: 'https://wallet.example.com/v1/mf-manifest.json', integrity, versions: {} },
          mf_account_staff: {
            version: 'v1',
            ...at('mf-account', 'v1'),
            versions: { v0: { entry: 'https://evil.example.com/remotes/x/mf-manifest.json', integrity } },
          },
          mf_wallet: { version: 'v1', ...at('mf-wallet', 'v1'), versions: {} },
        },
      },
      origin,
    );
    expect(registry.remotes).toEqual({});
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('[backoffice] E8 remotes.json loads mf_wallet_staff from outside https://backoffice.example.com/remotes/'),
    );
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[backoffice] E8 remotes.json names mf_wallet, which is not a staff remote'));
  });

  it('takes the flat map too (a dev setup), on the same terms', () => {
    expect(parseStaffRemotes({ mf_account_staff: '/remotes/mf-account/dev/mf-manifest.json' }, origin).remotes).toEqual({
      mf_account_staff: { live: { entry: `${origin}/remotes/mf-account/dev/mf-manifest.json` }, versions: {} },
    });
  });

  it('gives no staff remote for a missing or broken file', () => {
    expect(parseStaffRemotes({}, origin).remotes).toEqual({});
    expect(parseStaffRemotes('nonsense', origin).remotes).toEqual({});
  });
});

describe("the back office's config.json", () => {
  it('keeps the API and the site title, and falls back for anything else', () => {
    expect(parseBackofficeConfig({ apiUrl: 'https://api.example.com/', siteTitle: ' ทดสอบเบท ', gameOrigins: ['x'] })).toEqual({
      apiUrl: 'https://api.example.com',
      siteTitle: 'ทดสอบเบท',
    });
    expect(parseBackofficeConfig(null)).toEqual({ apiUrl: 'http://127.0.0.1:4000', siteTitle: 'สยามเบท' });
  });
});
