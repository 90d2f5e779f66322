import { bucketKey, chooseRemotes, hasCanary, releaseBucket } from './release-choice';
import type { ReleaseRegistry } from './remotes-config';

const source = (version: string) => ({
  version,
  entry: `https://wallet.example.com/${version}/mf-manifest.json`,
  integrity: { manifest: `sha384-${version}m`, remoteEntry: `sha384-${version}e` },
});

const registry: ReleaseRegistry = {
  remotes: {
    mf_wallet: {
      live: source('v2'),
      canary: { ...source('v3'), percent: 30 },
      versions: { v1: source('v1'), v2: source('v2'), v3: source('v3') },
    },
    mf_landing: { live: { entry: 'https://landing.example.com/mf-manifest.json' }, versions: {} },
  },
  previewKey: null,
};

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    key: () => null,
    get length() {
      return values.size;
    },
  };
}

describe('which version of each remote this browser loads', () => {
  it('loads the live version without a bucket or preview', () => {
    expect(chooseRemotes(registry, { bucket: null, preview: null })).toEqual({
      mf_wallet: source('v2'),
      mf_landing: { entry: 'https://landing.example.com/mf-manifest.json' },
    });
  });

  it('loads the canary only for buckets under its percent', () => {
    expect(chooseRemotes(registry, { bucket: 29, preview: null }).mf_wallet).toEqual(source('v3'));
    expect(chooseRemotes(registry, { bucket: 30, preview: null }).mf_wallet).toEqual(source('v2'));
    expect(chooseRemotes(registry, { bucket: 0, preview: null }).mf_landing).toEqual({ entry: 'https://landing.example.com/mf-manifest.json' });
  });

  it('lets a preview beat the canary, for the previewed remote only', () => {
    const chosen = chooseRemotes(registry, { bucket: 0, preview: { remote: 'mf_wallet', version: 'v1' } });
    expect(chosen.mf_wallet).toEqual(source('v1'));
    expect(chooseRemotes(registry, { bucket: 99, preview: { remote: 'mf_landing', version: 'v1' } }).mf_wallet).toEqual(source('v2'));
  });

  it('never loads a version the registry does not keep', () => {
    expect(chooseRemotes(registry, { bucket: 99, preview: { remote: 'mf_wallet', version: 'v9' } }).mf_wallet).toEqual(source('v2'));
  });

  it('needs a bucket only when some remote has a canary', () => {
    expect(hasCanary(registry)).toBe(true);
    expect(hasCanary({ ...registry, remotes: { mf_landing: registry.remotes.mf_landing! } })).toBe(false);
  });
});

describe('the canary bucket', () => {
  it('is drawn once and kept, so the browser keeps its version on every load', () => {
    const storage = memoryStorage();
    const draw = jest.fn(() => 42);
    expect(releaseBucket(storage, draw)).toBe(42);
    expect(releaseBucket(storage, () => 7)).toBe(42);
    expect(storage.getItem(bucketKey)).toBe('42');
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('draws a number from 0 to 99 with the browser crypto', () => {
    for (let i = 0; i < 20; i += 1) {
      const bucket = releaseBucket(memoryStorage());
      expect(Number.isInteger(bucket) && bucket! >= 0 && bucket! < 100).toBe(true);
    }
  });

  it('replaces a kept value that is not a bucket', () => {
    const storage = memoryStorage();
    storage.setItem(bucketKey, '250');
    expect(releaseBucket(storage, () => 5)).toBe(5);
  });

  it('is none when storage refuses (so the live versions load) or is missing', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(releaseBucket(refusing, () => 3)).toBeNull();
    expect(releaseBucket(null, () => 3)).toBeNull();
    expect(chooseRemotes(registry, { bucket: releaseBucket(refusing, () => 3), preview: null }).mf_wallet).toEqual(source('v2'));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shell] E44'), expect.anything());
    logged.mockRestore();
  });
});
