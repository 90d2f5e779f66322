import { previewChoice, previewKey, verifyPreviewToken } from './preview';
import type { ReleaseRegistry } from './remotes-config';

const now = 1_800_000_000;
const entry = (version: string) => ({ version, entry: `https://wallet.example.com/${version}/mf-manifest.json` });

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

let keys: CryptoKeyPair;
let registry: ReleaseRegistry;

/** A token as the release tool signs it (ECDSA P-256, SHA-256, raw r||s). */
async function sign(claims: object, key: CryptoKey = keys.privateKey): Promise<string> {
  const body = base64Url(ascii(JSON.stringify(claims)));
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, ascii(body)));
  return `${body}.${base64Url(signature)}`;
}

beforeAll(async () => {
  keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', keys.publicKey);
  registry = {
    remotes: { mf_wallet: { live: entry('v2'), versions: { v1: entry('v1'), v2: entry('v2'), v3: entry('v3') } } },
    previewKey: { kty, crv, x, y },
  };
});

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => logged.mockRestore());

describe('a preview token', () => {
  it('opens a kept version when the release tool signed it and it has not expired', async () => {
    const token = await sign({ remote: 'mf_wallet', version: 'v3', exp: now + 60 });
    expect(await verifyPreviewToken(token, registry, now)).toEqual({ remote: 'mf_wallet', version: 'v3', exp: now + 60 });
    expect(logged).not.toHaveBeenCalled();
  });

  it("verifies a token signed the release tool's way (Node, ieee-p1363)", async () => {
    const node = await import('node:crypto');
    const { privateKey, publicKey } = node.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const body = Buffer.from(JSON.stringify({ remote: 'mf_wallet', version: 'v1', exp: now + 60 })).toString('base64url');
    const signature = node.sign('sha256', Buffer.from(body, 'ascii'), { key: privateKey, dsaEncoding: 'ieee-p1363' });
    const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
    const nodeRegistry = { ...registry, previewKey: { kty, crv, x, y } };
    expect(await verifyPreviewToken(`${body}.${signature.toString('base64url')}`, nodeRegistry, now)).toMatchObject({ version: 'v1' });
  });

  it('is ignored when one byte of the claims or the signature changed', async () => {
    const token = await sign({ remote: 'mf_wallet', version: 'v3', exp: now + 60 });
    const [body, signature] = token.split('.') as [string, string];
    const otherBody = base64Url(ascii(JSON.stringify({ remote: 'mf_wallet', version: 'v1', exp: now + 60 })));
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    for (const tampered of [`${otherBody}.${signature}`, `${body}.${flipped}`, body, `${token}.x`, 'not a token']) {
      expect(await verifyPreviewToken(tampered, registry, now)).toBeNull();
    }
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shell] E41'));
  });

  it('is ignored when signed by another key or when remotes.json has no preview key', async () => {
    const stranger = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const foreign = await sign({ remote: 'mf_wallet', version: 'v3', exp: now + 60 }, stranger.privateKey);
    expect(await verifyPreviewToken(foreign, registry, now)).toBeNull();
    const token = await sign({ remote: 'mf_wallet', version: 'v3', exp: now + 60 });
    expect(await verifyPreviewToken(token, { ...registry, previewKey: null }, now)).toBeNull();
  });

  it('is ignored once expired', async () => {
    const token = await sign({ remote: 'mf_wallet', version: 'v3', exp: now });
    expect(await verifyPreviewToken(token, registry, now)).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shell] E42 the preview link for mf_wallet v3 has expired'));
  });

  it('is ignored when it names a remote or version the registry does not keep', async () => {
    expect(await verifyPreviewToken(await sign({ remote: 'mf_wallet', version: 'v9', exp: now + 60 }), registry, now)).toBeNull();
    expect(await verifyPreviewToken(await sign({ remote: 'mf_games', version: 'v1', exp: now + 60 }), registry, now)).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shell] E43 the preview link names mf_wallet v9'));
  });
});

describe('the preview this browser opens', () => {
  it('takes a valid link, keeps the rest of the address, and remembers it until it expires', async () => {
    const token = await sign({ remote: 'mf_wallet', version: 'v3', exp: now + 60 });
    window.history.replaceState(null, '', `/wallet/topup?a=1&preview=${token}#top`);
    expect(await previewChoice(registry, localStorage, now)).toEqual({ remote: 'mf_wallet', version: 'v3' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/wallet/topup?a=1#top');
    expect(await previewChoice(registry, localStorage, now + 30)).toEqual({ remote: 'mf_wallet', version: 'v3' });
    expect(await previewChoice(registry, localStorage, now + 60)).toBeNull();
    expect(localStorage.getItem(previewKey)).toBeNull();
  });

  it('ignores an invalid link (taken out of the address bar too) and keeps an earlier valid preview', async () => {
    const good = await sign({ remote: 'mf_wallet', version: 'v1', exp: now + 60 });
    window.history.replaceState(null, '', `/?preview=${good}`);
    await previewChoice(registry, localStorage, now);
    const expired = await sign({ remote: 'mf_wallet', version: 'v3', exp: now - 1 });
    window.history.replaceState(null, '', `/?preview=${expired}`);
    expect(await previewChoice(registry, localStorage, now)).toEqual({ remote: 'mf_wallet', version: 'v1' });
    expect(window.location.search).toBe('');
  });

  it('forgets a kept preview that no longer verifies (the version was dropped from the registry)', async () => {
    const token = await sign({ remote: 'mf_wallet', version: 'v1', exp: now + 60 });
    window.history.replaceState(null, '', `/?preview=${token}`);
    await previewChoice(registry, localStorage, now);
    const { v1: _dropped, ...kept } = registry.remotes.mf_wallet!.versions;
    const later = { ...registry, remotes: { mf_wallet: { ...registry.remotes.mf_wallet!, versions: kept } } };
    expect(await previewChoice(later, localStorage, now)).toBeNull();
    expect(localStorage.getItem(previewKey)).toBeNull();
  });

  it('verifies nothing on an ordinary visit', async () => {
    const verify = jest.spyOn(crypto.subtle, 'verify');
    expect(await previewChoice(registry, localStorage, now)).toBeNull();
    expect(verify).not.toHaveBeenCalled();
    verify.mockRestore();
  });

  it('still opens a valid link for this page when storage refuses it', async () => {
    const token = await sign({ remote: 'mf_wallet', version: 'v3', exp: now + 60 });
    window.history.replaceState(null, '', `/?preview=${token}`);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(await previewChoice(registry, refusing, now)).toEqual({ remote: 'mf_wallet', version: 'v3' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shell] E44'), expect.anything());
  });
});
