import { createInstance } from '@module-federation/enhanced/runtime';
import type { RemoteSource } from '../contract/runtime-config';
import { sriOf } from './integrity';
import { timeoutPlugin } from './timeout-plugin';

const manifestUrl = 'https://wallet.example.com/v3/mf-manifest.json';
const entryUrl = 'https://wallet.example.com/v3/remoteEntry.js';

/** A minimal MF 2 manifest of a remote exposing `./app`, as the build writes it (publicPath auto). */
const manifestText = JSON.stringify({
  id: 'mf_wallet',
  name: 'mf_wallet',
  metaData: {
    name: 'mf_wallet',
    type: 'app',
    buildInfo: { buildVersion: '1.0.0', buildName: 'mf-wallet' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: 'mf_wallet',
    pluginVersion: '2.9.2',
    publicPath: 'auto',
  },
  shared: [],
  remotes: [],
  exposes: [
    { id: 'mf_wallet:app', name: 'app', path: './app', assets: { js: { sync: ['app.1234.js'], async: [] }, css: { sync: ['app.1234.css'], async: [] } } },
  ],
  // What tools/webpack/subresource-integrity.cjs adds: the SHA-384 of each file.
  integrity: { 'app.1234.js': `sha384-${'J'.repeat(64)}`, 'app.1234.css': `sha384-${'C'.repeat(64)}`, 'odd.js': 'md5-x' },
});
const chunkHash = `sha384-${'J'.repeat(64)}`;
const styleHash = `sha384-${'C'.repeat(64)}`;
const entryHash = `sha384-${'E'.repeat(64)}`;

let source: RemoteSource;
let logged: jest.SpyInstance;
const fetchMock = jest.fn();

beforeAll(async () => {
  source = {
    version: 'v3',
    entry: manifestUrl,
    integrity: { manifest: await sriOf(new TextEncoder().encode(manifestText).buffer), remoteEntry: entryHash },
  };
});

beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchMock.mockReset().mockImplementation(() => Promise.resolve(new Response(manifestText, { status: 200 })));
  global.fetch = fetchMock;
  document.head.replaceChildren();
  // MF remembers page-wide which exposes' chunks it preloaded; each test starts from a fresh page.
  const federation = (globalThis as { __FEDERATION__?: { __PRELOADED_MAP__: Map<string, boolean>; __PRELOADED_ASSETS__: Set<string> } }).__FEDERATION__;
  federation?.__PRELOADED_MAP__.clear();
  federation?.__PRELOADED_ASSETS__.clear();
});
afterEach(() => logged.mockRestore());

const plugin = (of: RemoteSource | undefined = source) => timeoutPlugin((name) => (name === 'mf_wallet' ? of : undefined));
const wallet = { name: 'mf_wallet', entry: manifestUrl, type: 'global', entryGlobalName: 'mf_wallet', shareScope: 'default' };

describe('the manifest check', () => {
  it('hands the runtime the manifest whose bytes match the registry', async () => {
    const response = (await plugin().fetch!(manifestUrl, {}, wallet)) as Response;
    expect(await response.json()).toMatchObject({ name: 'mf_wallet' });
  });

  it('fails the load when one byte of the manifest changed', async () => {
    fetchMock.mockResolvedValue(new Response(manifestText.replace('app.1234.js', 'app.1235.js')));
    await expect(plugin().fetch!(manifestUrl, {}, wallet)).rejects.toThrow('[shell] E40 mf_wallet v3 mf-manifest.json does not match');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shell] E40'));
  });

  it('refuses a manifest address that is not the registry version', async () => {
    await expect(plugin().fetch!('https://evil.example.com/mf-manifest.json', {}, wallet)).rejects.toThrow('[shell] E40');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('passes a plain manifest URL (no integrity recorded) through unchanged', async () => {
    const plain = new Response('{"x":1}');
    fetchMock.mockResolvedValue(plain);
    expect(await plugin({ entry: manifestUrl }).fetch!(manifestUrl, {}, wallet)).toBe(plain);
  });
});

describe('the entry script', () => {
  it("carries the version's recorded integrity, so the browser refuses a changed file", () => {
    const { script } = plugin().createScript!({ url: entryUrl, remoteInfo: { ...wallet, entry: entryUrl } }) as { script: HTMLScriptElement };
    expect(script.getAttribute('integrity')).toBe(entryHash);
    expect(script.crossOrigin).toBe('anonymous');
  });

  it('gives a chunk the hash its checked manifest lists, and a remote without integrity none', async () => {
    await plugin().fetch!(manifestUrl, {}, wallet);
    const chunk = plugin().createScript!({
      url: 'https://wallet.example.com/v3/app.1234.js',
      remoteInfo: { ...wallet, entry: entryUrl },
      resourceContext: { initiator: 'loadRemote', id: 'mf_wallet/app', resourceType: 'js' },
    }) as { script: HTMLScriptElement };
    expect(chunk.script.getAttribute('integrity')).toBe(chunkHash);
    expect(chunk.script.crossOrigin).toBe('anonymous');
    // A malformed hash in the list is not used.
    const odd = plugin().createScript!({ url: 'https://wallet.example.com/v3/odd.js', remoteInfo: { ...wallet, entry: entryUrl } }) as {
      script: HTMLScriptElement;
    };
    expect(odd.script.hasAttribute('integrity')).toBe(false);
    const plain = plugin({ entry: manifestUrl }).createScript!({ url: entryUrl, remoteInfo: { ...wallet, entry: entryUrl } }) as { script: HTMLScriptElement };
    expect(plain.script.hasAttribute('integrity')).toBe(false);
  });
});

describe('the stylesheets and preloads the runtime adds', () => {
  it('carry the hash and CORS mode of the checked manifest, with the attributes asked for', async () => {
    await plugin().fetch!(manifestUrl, {}, wallet);
    const style = plugin().createLink!({
      url: 'https://wallet.example.com/v3/app.1234.css',
      attrs: { rel: 'stylesheet', type: 'text/css' },
    }) as HTMLLinkElement;
    expect([style.rel, style.type, style.crossOrigin, style.getAttribute('integrity')]).toEqual(['stylesheet', 'text/css', 'anonymous', styleHash]);
    const preload = plugin().createLink!({ url: 'https://wallet.example.com/v3/app.1234.js', attrs: { rel: 'preload', as: 'script' } }) as HTMLLinkElement;
    expect([preload.rel, preload.getAttribute('as'), preload.crossOrigin, preload.getAttribute('integrity')]).toEqual([
      'preload',
      'script',
      'anonymous',
      chunkHash,
    ]);
  });

  it('are left to the runtime for a file no checked manifest lists', () => {
    expect(plugin().createLink!({ url: 'https://wallet.example.com/other/app.1234.css', attrs: { rel: 'stylesheet' } })).toBeUndefined();
  });

  it('never take a list from a manifest that failed its check', async () => {
    const changed = manifestText.replace('app.1234.js', 'evil.js');
    fetchMock.mockResolvedValue(new Response(changed));
    const other = { ...source, entry: 'https://wallet.example.com/v9/mf-manifest.json' };
    await expect(plugin(other).fetch!(other.entry, {}, wallet)).rejects.toThrow('[shell] E40');
    expect(plugin(other).createLink!({ url: 'https://wallet.example.com/v9/evil.js', attrs: { rel: 'preload', as: 'script' } })).toBeUndefined();
  });
});

describe('with the Module Federation runtime', () => {
  /** The `<script>` the runtime adds for the entry (jsdom does not run it). */
  async function entryScript(): Promise<HTMLScriptElement> {
    for (let i = 0; i < 50; i += 1) {
      const script = document.head.querySelector<HTMLScriptElement>(`script[src="${entryUrl}"]`);
      if (script) return script;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no entry script');
  }

  // The runtime keeps a page-wide snapshot per manifest URL, so each test loads its own URL.
  const runtime = (name: string, entry = manifestUrl) =>
    createInstance({ name, remotes: [{ name: 'mf_wallet', entry }], plugins: [plugin({ ...source, entry })], shareStrategy: 'loaded-first' });

  it('loads the manifest through the check and adds the entry with its integrity (loadRemote)', async () => {
    const loading = runtime('shell_load').loadRemote('mf_wallet/app');
    const script = await entryScript();
    expect(fetchMock).toHaveBeenCalledWith(manifestUrl, expect.anything());
    expect(script.getAttribute('integrity')).toBe(entryHash);
    script.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shell] E45 mf_wallet remoteEntry.js was refused'));
    // Nothing of the remote ran beside the refused entry: no chunk script was added, and no
    // stylesheet (the remote's own loader adds it, with its integrity, after the entry ran).
    expect(document.querySelector('script[src$="app.1234.js"]')).toBeNull();
    expect(document.querySelector('link[href$="app.1234.css"]')).toBeNull();
  });

  it('does the same for a prefetch (preloadRemote)', async () => {
    const preloading = runtime('shell_preload', 'https://wallet.example.com/v3/mf-manifest.json?preload').preloadRemote([
      { nameOrAlias: 'mf_wallet', exposes: ['./app'] },
    ]);
    const script = await entryScript();
    expect(script.getAttribute('integrity')).toBe(entryHash);
    // Chunks are fetched ahead without running (a link preload), as the chunk's own tag will ask.
    const link = document.querySelector('link[rel="preload"][href$="app.1234.js"]');
    expect(link?.getAttribute('integrity')).toBe(chunkHash);
    expect(link?.getAttribute('crossorigin')).toBe('anonymous');
    expect(document.querySelector('link[rel="preload"][href$="app.1234.css"]')?.getAttribute('integrity')).toBe(styleHash);
    document.querySelectorAll('link').forEach((l) => l.dispatchEvent(new Event('load')));
    script.dispatchEvent(new Event('error'));
    await preloading.catch(() => undefined);
  });

  it('leaves chunk scripts of a plain remote (no integrity) as MF preloads them', async () => {
    const entry = 'https://wallet.example.com/plain/mf-manifest.json';
    const plain = createInstance({ name: 'shell_plain', remotes: [{ name: 'mf_wallet', entry }], plugins: [plugin({ entry })], shareStrategy: 'loaded-first' });
    const loading = plain.loadRemote('mf_wallet/app').catch(() => undefined);
    const chunk = async () => document.querySelector('script[src="https://wallet.example.com/plain/app.1234.js"]');
    for (let i = 0; i < 50 && !(await chunk()); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await chunk()).not.toBeNull();
    document.querySelectorAll('script').forEach((s) => s.dispatchEvent(new Event('error')));
    await loading;
  });

  it('never adds the entry when the manifest was changed', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response(manifestText.replace('1.0.0', '6.6.6'))));
    await expect(runtime('shell_tampered', 'https://wallet.example.com/v4/mf-manifest.json').loadRemote('mf_wallet/app')).rejects.toThrow();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shell] E40'));
    expect(document.head.querySelector('script')).toBeNull();
  });
});
