import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildHash, versionName } from './build-files.mjs';
import { shellProblems } from './compatibility.mjs';
import { withLock } from './lock.mjs';
import { promote, preview, release, rollback, setServed } from './registry.mjs';
import { readHistory, readRegistry } from './state.mjs';
import { verify } from './verify.mjs';
import { satisfies } from './semver.mjs';

// The release registry (ADR 0021) against small fake builds in a temp folder: what a team sees
// after each command in RELEASES_DIR (published files, registry, the shell's remotes.json, history).

type Shared = { name: string; version: string; singleton: boolean; requiredVersion: string };
type Remotes = {
  remotes: Record<
    string,
    | string
    | {
        version: string;
        entry: string;
        integrity: { manifest: string; remoteEntry: string };
        canary?: { version: string; percent: number };
        versions: Record<string, { entry: string }>;
      }
  >;
  previewKey: crypto.JsonWebKey;
};

const singleton = (name: string, version: string): Shared => ({ name, version, singleton: true, requiredVersion: `^${version}` });
const shellShares = [singleton('react', '19.3.1'), singleton('react-dom', '19.3.1'), singleton('sweetalert2/dist/sweetalert2.esm.js', '11.26.25')];
const federationVersion = '2.9.2';
const shell = { shared: shellShares, metaData: { pluginVersion: federationVersion } };

let work: string;
let releases: string;

/** A remote's build: manifest, remoteEntry.js, a chunk saying `text`, and the files never published. */
function fakeBuild(name: string, text: string, shared: Shared[] = shellShares, pluginVersion = federationVersion): string {
  const dir = fs.mkdtempSync(path.join(work, 'dist-'));
  const manifest = {
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto', pluginVersion },
    shared,
    exposes: [],
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${name} = { get: () => import('./123.abc.js') };`);
  fs.writeFileSync(path.join(dir, '123.abc.js'), `export default ${JSON.stringify(text)};`);
  fs.writeFileSync(path.join(dir, '123.abc.js.map'), '{}');
  fs.writeFileSync(path.join(dir, 'mf-stats.json'), '{}');
  fs.writeFileSync(path.join(dir, '.built'), new Date().toISOString());
  return dir;
}

const remotesJson = (): Remotes => JSON.parse(fs.readFileSync(path.join(releases, 'remotes.json'), 'utf8'));
const wallet = () => remotesJson().remotes.mf_wallet as Exclude<Remotes['remotes'][string], string>;
const sha384 = (file: string) => `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
const releaseWallet = (text: string, options: { live?: boolean; canary?: number; now?: Date } = {}) =>
  release(releases, { name: 'mf_wallet', dir: 'mf-wallet', from: fakeBuild('mf_wallet', text), shellManifest: shell, ...options });

beforeEach(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  releases = path.join(work, 'releases');
  await setServed(releases, {
    mf_wallet: { origin: 'http://127.0.0.1:3003' },
    mf_games: { origin: 'http://127.0.0.1:3002' },
    mf_landing: { url: 'https://landing.example.com/mf-manifest.json' },
  });
});

afterEach(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

describe('versions', () => {
  it('are named <UTC yyyymmddHHMMSS>-<8 hex of the build> and identical bytes give the same hash', () => {
    const a = fakeBuild('mf_wallet', 'one');
    const b = fakeBuild('mf_wallet', 'one');
    fs.writeFileSync(path.join(b, '.built'), 'another stamp');
    fs.writeFileSync(path.join(b, '123.abc.js.map'), '{"other":1}');
    expect(buildHash(a)).toMatch(/^[0-9a-f]{8}$/);
    expect(buildHash(b)).toBe(buildHash(a));
    expect(buildHash(fakeBuild('mf_wallet', 'two'))).not.toBe(buildHash(a));
    expect(versionName('1a2b3c4d', new Date('2026-11-23T19:55:01.250Z'))).toBe('20261123195501-1a2b3c4d');
  });

  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['19.3.0', '^19.3.1', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['18.2.0', '^17.0.0 || ^18.0.0', true],
    ['19.0.0', '>=18 <19', false],
    ['5.1.0', '5.x', true],
    ['5.1.0', '*', true],
    ['5.1.0', '5.1.1', false],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('release', () => {
  it('publishes the build into <app>/<version>/ without debug files, makes it live and records integrity', async () => {
    const done = await releaseWallet('first');
    const folder = path.join(releases, 'mf-wallet', done.version);
    expect(fs.readdirSync(folder).sort()).toEqual(['123.abc.js', 'mf-manifest.json', 'remoteEntry.js']);
    // Published files are read-only: a version is never rewritten.
    expect(fs.statSync(path.join(folder, 'remoteEntry.js')).mode & 0o222).toBe(0);

    const live = wallet();
    expect(live.version).toBe(done.version);
    expect(live.entry).toBe(`http://127.0.0.1:3003/${done.version}/mf-manifest.json`);
    expect(live.integrity).toEqual({ manifest: sha384(path.join(folder, 'mf-manifest.json')), remoteEntry: sha384(path.join(folder, 'remoteEntry.js')) });
    // A remote the stack gives as a plain URL stays one; a served remote with nothing published is left out.
    expect(remotesJson().remotes.mf_landing).toBe('https://landing.example.com/mf-manifest.json');
    expect(remotesJson().remotes.mf_games).toBeUndefined();
  });

  it('keeps earlier versions, and the same bytes released again are the same version', async () => {
    const first = await releaseWallet('first', { now: new Date('2026-11-23T10:00:00Z') });
    const second = await releaseWallet('second', { now: new Date('2026-11-23T11:00:00Z') });
    const again = await releaseWallet('first', { now: new Date('2026-11-23T12:00:00Z') });
    expect(again.version).toBe(first.version);
    expect(fs.readdirSync(path.join(releases, 'mf-wallet')).sort()).toEqual([first.version, second.version]);
    expect(Object.keys(wallet().versions).sort()).toEqual([first.version, second.version]);
    expect(wallet().version).toBe(first.version);
  });

  it('with --no-live publishes a candidate and leaves live alone', async () => {
    const live = await releaseWallet('live');
    const candidate = await releaseWallet('candidate', { live: false });
    expect(wallet().version).toBe(live.version);
    expect(wallet().versions[candidate.version]?.entry).toBe(`http://127.0.0.1:3003/${candidate.version}/mf-manifest.json`);
  });

  it.each([
    [
      "another federation runtime (remotes run on the shell's)",
      shellShares,
      /@module-federation\/enhanced: the remote is built with 2\.10\.0, the shell runs 2\.9\.2/,
      '2.10.0',
    ],
    [
      'React of another major',
      [singleton('react', '18.3.1'), ...shellShares.slice(1)],
      /react: the remote is built with 18\.3\.1, the shell runs 19\.3\.1/,
      federationVersion,
    ],
    [
      'a singleton the shell does not share',
      [...shellShares, singleton('rxjs', '7.8.2')],
      /rxjs: the remote needs it as a singleton \(\^7\.8\.2\), the shell does not share it/,
      federationVersion,
    ],
    [
      'a singleton range the shell cannot satisfy',
      [...shellShares.slice(0, 2), singleton('sweetalert2/dist/sweetalert2.esm.js', '12.0.0')],
      /sweetalert2\/dist\/sweetalert2\.esm\.js: the remote requires \^12\.0\.0 \(built with 12\.0\.0\), the shell shares 11\.26\.25/,
      federationVersion,
    ],
  ])('refuses %s before anything changes', async (_case, shared, message, pluginVersion) => {
    const live = await releaseWallet('live');
    const registryBefore = fs.readFileSync(path.join(releases, 'registry.json'), 'utf8');
    const remotesBefore = fs.readFileSync(path.join(releases, 'remotes.json'), 'utf8');
    const historyBefore = readHistory(releases).length;
    const from = fakeBuild('mf_wallet', 'incompatible', shared, pluginVersion);
    await expect(release(releases, { name: 'mf_wallet', dir: 'mf-wallet', from, shellManifest: shell })).rejects.toThrow(message);
    await expect(release(releases, { name: 'mf_wallet', dir: 'mf-wallet', from, shellManifest: shell })).rejects.toThrow(
      /^\[tools\] E9 mf_wallet is not released/,
    );
    expect(fs.readFileSync(path.join(releases, 'registry.json'), 'utf8')).toBe(registryBefore);
    expect(fs.readFileSync(path.join(releases, 'remotes.json'), 'utf8')).toBe(remotesBefore);
    expect(fs.readdirSync(path.join(releases, 'mf-wallet'))).toEqual([live.version]);
    expect(readHistory(releases)).toHaveLength(historyBefore);
  });
});

describe('rollback', () => {
  it('goes back to ANY kept version, by default to the one live before, without publishing anything', async () => {
    const v1 = await releaseWallet('one', { now: new Date('2026-11-23T10:00:00Z') });
    const v2 = await releaseWallet('two', { now: new Date('2026-11-23T11:00:00Z') });
    const v3 = await releaseWallet('three', { now: new Date('2026-11-23T12:00:00Z') });
    await rollback(releases, { name: 'mf_wallet', to: v1.version });
    expect(wallet().version).toBe(v1.version);
    await rollback(releases, { name: 'mf_wallet', to: v3.version });
    await rollback(releases, { name: 'mf_wallet' });
    expect(wallet().version).toBe(v1.version);
    await rollback(releases, { name: 'mf_wallet' });
    expect(wallet().version).toBe(v2.version);
    expect(fs.readdirSync(path.join(releases, 'mf-wallet')).sort()).toEqual([v1.version, v2.version, v3.version]);
  });

  it('refuses a version the registry does not keep, changing nothing', async () => {
    const v1 = await releaseWallet('one');
    const before = fs.readFileSync(path.join(releases, 'registry.json'), 'utf8');
    await expect(rollback(releases, { name: 'mf_wallet', to: '20990101000000-deadbeef' })).rejects.toThrow(
      /^\[tools\] E10 mf_wallet has no version 20990101000000-deadbeef/,
    );
    expect(fs.readFileSync(path.join(releases, 'registry.json'), 'utf8')).toBe(before);
    expect(wallet().version).toBe(v1.version);
  });
});

describe('canary', () => {
  it('runs beside live, then promote makes it live', async () => {
    const live = await releaseWallet('live');
    const canary = await releaseWallet('canary', { canary: 50 });
    expect(wallet().version).toBe(live.version);
    expect(wallet().canary).toEqual({
      version: canary.version,
      entry: `http://127.0.0.1:3003/${canary.version}/mf-manifest.json`,
      integrity: readRegistry(releases).remotes?.mf_wallet?.versions[canary.version]?.integrity,
      percent: 50,
    });
    await promote(releases, { name: 'mf_wallet' });
    expect(wallet().version).toBe(canary.version);
    expect(wallet().canary).toBeUndefined();
    await expect(promote(releases, { name: 'mf_wallet' })).rejects.toThrow(/E12 mf_wallet has no canary/);
  });

  it('is withdrawn by a rollback; live stays', async () => {
    const live = await releaseWallet('live');
    await releaseWallet('canary', { canary: 10 });
    await rollback(releases, { name: 'mf_wallet' });
    expect(wallet().version).toBe(live.version);
    expect(wallet().canary).toBeUndefined();
  });

  it('refuses a percent outside 1–99', async () => {
    await releaseWallet('live');
    await expect(releaseWallet('canary', { canary: 100 })).rejects.toThrow(/E12 --canary takes a percent from 1 to 99/);
  });
});

describe('preview links', () => {
  it('carry a token signed with the registry key (ECDSA P-256, raw r||s) for a kept version, expiring', async () => {
    await releaseWallet('live');
    const candidate = await releaseWallet('candidate', { live: false });
    const now = Date.parse('2026-11-23T19:00:00Z');
    const link = await preview(releases, { name: 'mf_wallet', version: candidate.version, minutes: 30, shellUrl: 'http://localhost:3000/', now });
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/');
    const [body, signature] = (url.searchParams.get('preview') ?? '').split('.');
    expect(JSON.parse(Buffer.from(body ?? '', 'base64url').toString())).toEqual({ remote: 'mf_wallet', version: candidate.version, exp: now / 1000 + 30 * 60 });

    const key = crypto.createPublicKey({ key: remotesJson().previewKey, format: 'jwk' });
    const verify = (data: string) =>
      crypto.verify('sha256', Buffer.from(data, 'ascii'), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature ?? '', 'base64url'));
    expect(Buffer.from(signature ?? '', 'base64url')).toHaveLength(64);
    expect(verify(body ?? '')).toBe(true);
    expect(verify(`${body}x`)).toBe(false);
    // The private key stays in the publish root, readable by its owner only, and is not in remotes.json.
    expect(fs.statSync(path.join(releases, 'preview-key.jwk')).mode & 0o077).toBe(0);
    expect(remotesJson().previewKey).not.toHaveProperty('d');
  });

  it('are refused for a version the registry does not keep', async () => {
    await releaseWallet('live');
    await expect(preview(releases, { name: 'mf_wallet', version: '20990101000000-deadbeef', shellUrl: 'http://localhost:3000' })).rejects.toThrow(
      /^\[tools\] E10/,
    );
  });
});

describe('history', () => {
  it('is append-only: every command adds a line with who, when, what, from and to', async () => {
    const v1 = await releaseWallet('one');
    const lengths = [fs.readFileSync(path.join(releases, 'history.jsonl'), 'utf8')];
    const v2 = await releaseWallet('two');
    lengths.push(fs.readFileSync(path.join(releases, 'history.jsonl'), 'utf8'));
    await rollback(releases, { name: 'mf_wallet', to: v1.version });
    lengths.push(fs.readFileSync(path.join(releases, 'history.jsonl'), 'utf8'));
    expect(lengths[1]?.startsWith(lengths[0] ?? '-')).toBe(true);
    expect(lengths[2]?.startsWith(lengths[1] ?? '-')).toBe(true);
    const history = readHistory(releases);
    expect(history.map((h) => [h.action, h.from, h.to])).toEqual([
      ['release', null, v1.version],
      ['release', v1.version, v2.version],
      ['rollback', v2.version, v1.version],
    ]);
    for (const h of history) {
      expect(typeof h.by).toBe('string');
      expect(h.by.length).toBeGreaterThan(0);
      expect(Date.parse(h.at)).not.toBeNaN();
    }
  });
});

describe('two teams releasing at the same moment', () => {
  const registryModule = path.resolve(__dirname, 'registry.mjs');

  /** A separate Node process that releases `name` when the clock reaches `at`. */
  function releaseInProcess(name: string, dir: string, from: string, at: number): Promise<number | null> {
    const script = `const { release } = await import(${JSON.stringify(registryModule)});
      await new Promise((r) => setTimeout(r, ${at} - Date.now()));
      await release(${JSON.stringify(releases)}, { name: ${JSON.stringify(name)}, dir: ${JSON.stringify(dir)}, from: ${JSON.stringify(from)}, shellManifest: ${JSON.stringify(shell)} });`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'inherit'] });
    return new Promise((resolve) => child.on('exit', resolve));
  }

  it('both land: neither release is lost (real processes, three rounds)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const wallet = fakeBuild('mf_wallet', `wallet ${round}`);
      const games = fakeBuild('mf_games', `games ${round}`);
      const at = Date.now() + 600;
      expect(await Promise.all([releaseInProcess('mf_wallet', 'mf-wallet', wallet, at), releaseInProcess('mf_games', 'mf-games', games, at)])).toEqual([0, 0]);
      const remotes = remotesJson().remotes as Record<string, { version: string }>;
      expect(remotes.mf_wallet?.version).toMatch(new RegExp(`-${buildHash(wallet)}$`));
      expect(remotes.mf_games?.version).toMatch(new RegExp(`-${buildHash(games)}$`));
    }
    expect(readHistory(releases).filter((h) => h.action === 'release')).toHaveLength(6);
    expect(fs.existsSync(path.join(releases, 'registry.lock'))).toBe(false);
  }, 30_000);

  it('waits for a lock being taken this instant (its owner file not written yet, or half written)', async () => {
    for (const ownerFile of [null, '', '{"pid":']) {
      const lockDir = path.join(releases, 'registry.lock');
      fs.mkdirSync(lockDir);
      if (ownerFile !== null) fs.writeFileSync(path.join(lockDir, 'owner.json'), ownerFile);
      const ran = jest.fn();
      await expect(withLock(releases, ran, 300)).rejects.toThrow(/^\[tools\] E11/);
      expect(ran).not.toHaveBeenCalled();
      expect(fs.existsSync(lockDir)).toBe(true);
      fs.rmSync(lockDir, { recursive: true });
    }
  });

  it('takes over a lock left by a process that died', async () => {
    fs.mkdirSync(path.join(releases, 'registry.lock'));
    fs.writeFileSync(path.join(releases, 'registry.lock', 'owner.json'), JSON.stringify({ pid: 2 ** 22 + 12345, at: Date.now() }));
    const done = await releaseWallet('after a crash');
    expect(wallet().version).toBe(done.version);
  });
});

describe('release inputs (issue 22)', () => {
  it('refuses a build holding a symbolic link, publishing nothing', async () => {
    const from = fakeBuild('mf_wallet', 'with a link');
    fs.symlinkSync('/etc/passwd', path.join(from, 'passwd.js'));
    await expect(release(releases, { name: 'mf_wallet', dir: 'mf-wallet', from, shellManifest: shell })).rejects.toThrow(/E13 .*passwd\.js is a symbolic link/);
    expect(fs.existsSync(path.join(releases, 'mf-wallet'))).toBe(false);
  });

  it.each(['../../../../etc/hostname', '/etc/hostname', 'https://evil.example/x.js', 'a\\..\\b.js', 'missing.js'])(
    'refuses a manifest naming %s',
    async (entry) => {
      const from = fakeBuild('mf_wallet', 'odd manifest');
      const manifest = JSON.parse(fs.readFileSync(path.join(from, 'mf-manifest.json'), 'utf8'));
      manifest.exposes = [
        { id: 'mf_wallet:app', name: 'app', path: './app', assets: { js: { sync: ['123.abc.js'], async: [entry] }, css: { sync: [], async: [] } } },
      ];
      fs.writeFileSync(path.join(from, 'mf-manifest.json'), JSON.stringify(manifest));
      await expect(release(releases, { name: 'mf_wallet', dir: 'mf-wallet', from, shellManifest: shell })).rejects.toThrow(
        /E13 .*names files that are not plain files of this build/,
      );
      const escaped = JSON.parse(fs.readFileSync(path.join(from, 'mf-manifest.json'), 'utf8'));
      escaped.metaData.remoteEntry = { name: 'hostname', path: '../../../../etc' };
      fs.writeFileSync(path.join(from, 'mf-manifest.json'), JSON.stringify(escaped));
      await expect(release(releases, { name: 'mf_wallet', dir: 'mf-wallet', from, shellManifest: shell })).rejects.toThrow(/E13/);
      expect(readRegistry(releases).remotes?.mf_wallet).toBeUndefined();
    },
  );

  it('never takes over a lock whose owner is alive on this machine, however old its stamp', async () => {
    const lockDir = path.join(releases, 'registry.lock');
    fs.mkdirSync(lockDir);
    // The jest process that runs this worker is alive; its stamp is 31 s old.
    fs.writeFileSync(path.join(lockDir, 'owner.json'), JSON.stringify({ pid: process.ppid, host: os.hostname(), at: Date.now() - 31_000 }));
    const ran = jest.fn();
    await expect(withLock(releases, ran, 300)).rejects.toThrow(/^\[tools\] E11/);
    expect(ran).not.toHaveBeenCalled();
    // From another machine, the heartbeat decides: fresh, it waits; 31 s old, it is taken over.
    fs.writeFileSync(path.join(lockDir, 'owner.json'), JSON.stringify({ pid: 1, host: 'another-container', at: Date.now() }));
    await expect(withLock(releases, ran, 300)).rejects.toThrow(
      /^\[tools\] E11 .*registry\.lock is held by another release \(by process 1 on host "another-container", last heartbeat 0 s ago\)/,
    );
    fs.writeFileSync(path.join(lockDir, 'owner.json'), JSON.stringify({ pid: 1, host: 'another-container', at: Date.now() - 31_000 }));
    await withLock(releases, ran, 300);
    expect(ran).toHaveBeenCalledTimes(1);
  });
});

describe('a build that changes while it is released (issue 39)', () => {
  // Another process keeps swapping a file of the build between a plain file and a symbolic link to
  // a secret outside it (atomically, by rename), and a folder between a folder and a link to the
  // secret's folder, while the build is released again and again: every release publishes the
  // plain files or is refused, and no published version ever holds the secret.
  // Swaps for 40 ms, then leaves the build plain for 40 ms, so releases land in both.
  const swapper = `
    const fs = require('node:fs'), path = require('node:path');
    const [from, secret, scratch] = process.argv.slice(1);
    const place = (linked, n) => {
      const file = path.join(scratch, 'file');
      fs.rmSync(file, { force: true });
      if (linked) fs.symlinkSync(path.join(secret, 'leak.txt'), file);
      else fs.writeFileSync(file, 'plain ' + n);
      fs.renameSync(file, path.join(from, 'leak.txt'));
      const folder = path.join(scratch, 'folder');
      fs.rmSync(folder, { recursive: true, force: true });
      if (linked) fs.symlinkSync(secret, folder);
      else { fs.mkdirSync(folder); fs.writeFileSync(path.join(folder, 'x.txt'), 'plain asset ' + n); }
      fs.rmSync(path.join(from, 'assets'), { recursive: true, force: true });
      fs.renameSync(folder, path.join(from, 'assets'));
    };
    for (let n = 0; ; n += 1) {
      if (Math.floor(Date.now() / 40) % 2 === 0) place(n % 2 === 1, n);
      else { place(false, n); while (Math.floor(Date.now() / 40) % 2 === 1) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5); }
    }`;

  it('never publishes what a swapped-in link points to, and verify passes what was published', async () => {
    const marker = 'root:x:0:0:SECRET';
    const secret = path.join(work, 'secret');
    const scratch = path.join(work, 'scratch');
    fs.mkdirSync(secret);
    fs.mkdirSync(scratch);
    fs.writeFileSync(path.join(secret, 'leak.txt'), marker);
    fs.writeFileSync(path.join(secret, 'x.txt'), marker);
    const from = fakeBuild('mf_wallet', 'racing');
    fs.writeFileSync(path.join(from, 'leak.txt'), 'plain');
    const loop = spawn(process.execPath, ['-e', swapper, from, secret, scratch], { stdio: 'ignore' });
    const outcomes = { published: 0, refused: 0 };
    try {
      // Let the loop start, then release for 3 s (a few hundred releases on this machine), and on
      // a busy machine on until both outcomes were seen a few times (15 s at most).
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = Date.now();
      const enough = () => outcomes.published >= 3 && outcomes.refused >= 3;
      while (Date.now() - started < 3_000 || (!enough() && Date.now() - started < 15_000)) {
        try {
          const result = await release(releases, { name: 'mf_wallet', dir: 'mf-wallet', from, shellManifest: shell });
          if (result.published) outcomes.published += 1;
        } catch (error) {
          expect(String(error)).toMatch(/\[tools\] E13 .*(symbolic link|not a regular file|changed while it was read)/);
          outcomes.refused += 1;
        }
      }
    } finally {
      loop.kill('SIGKILL');
    }
    const leaked = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return leaked(file);
        return fs.readFileSync(file, 'utf8').includes(marker) ? [file] : [];
      });
    expect(leaked(path.join(releases, 'mf-wallet'))).toEqual([]);
    expect(verify(releases, { name: 'mf_wallet' }).problems).toEqual([]);
    // The race was run: versions were published, and releases were refused mid-swap.
    expect(outcomes.published).toBeGreaterThanOrEqual(3);
    expect(outcomes.refused).toBeGreaterThanOrEqual(3);
  }, 30_000);
});

describe('a release stopped by a signal (issue 39)', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    'removes its lock on %s and ends as the signal ends it; the next release goes ahead at once',
    async (signal) => {
      const script = `
      const { withLock } = await import(${JSON.stringify(path.join(__dirname, 'lock.mjs'))});
      await withLock(process.argv[1], () => { console.log('locked'); return new Promise(() => setInterval(() => {}, 1000)); });`;
      const child = spawn(process.execPath, ['--input-type=module', '-e', script, releases], { stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve) => child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve()));
      expect(JSON.parse(fs.readFileSync(path.join(releases, 'registry.lock', 'owner.json'), 'utf8'))).toMatchObject({ pid: child.pid, host: os.hostname() });
      const ended = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, by) => resolve(by)));
      child.kill(signal);
      expect(await ended).toBe(signal);
      expect(fs.existsSync(path.join(releases, 'registry.lock'))).toBe(false);
      const ran = jest.fn();
      await withLock(releases, ran, 100);
      expect(ran).toHaveBeenCalledTimes(1);
    },
  );
});

describe('verify (issue 22)', () => {
  it('finds any file changed, added or removed after publishing; a rollback to such a version is refused', async () => {
    const first = await releaseWallet('one');
    await releaseWallet('two');
    expect(verify(releases)).toEqual({ checked: 2, problems: [], unrecorded: [] });
    const folder = path.join(releases, 'mf-wallet', first.version);
    const chunk = path.join(folder, '123.abc.js');
    fs.chmodSync(chunk, 0o644);
    fs.writeFileSync(chunk, 'export default "changed in place";');
    fs.writeFileSync(path.join(folder, 'extra.js'), '1');
    fs.rmSync(path.join(folder, 'remoteEntry.js'), { force: true });
    const { problems } = verify(releases, { name: 'mf_wallet' });
    expect(problems).toEqual(
      expect.arrayContaining([
        `mf_wallet ${first.version}: 123.abc.js was changed after publishing`,
        `mf_wallet ${first.version}: extra.js was added after publishing`,
        `mf_wallet ${first.version}: remoteEntry.js is missing`,
      ]),
    );
    expect(problems).toHaveLength(3);
    const live = wallet().version;
    await expect(rollback(releases, { name: 'mf_wallet' })).rejects.toThrow(/E22 mf_wallet .* is not what was published/);
    await expect(rollback(releases, { name: 'mf_wallet', to: first.version })).rejects.toThrow(/E22/);
    expect(wallet().version).toBe(live);
  });

  it('reports a version published before files were recorded as unrecorded, and still rolls back to it', async () => {
    const first = await releaseWallet('old');
    await releaseWallet('new');
    const registryFile = path.join(releases, 'registry.json');
    const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8'));
    delete registry.remotes.mf_wallet.versions[first.version].files;
    fs.writeFileSync(registryFile, JSON.stringify(registry));
    expect(verify(releases)).toMatchObject({ checked: 2, problems: [], unrecorded: [expect.stringContaining(`${first.version}: unrecorded`)] });
    await rollback(releases, { name: 'mf_wallet' });
    expect(wallet().version).toBe(first.version);
  });
});

describe('the live prerendered pages (ADR 0025)', () => {
  /** A landing build whose renderer writes the page, the title and where its files are. */
  function landingBuild(
    text: string,
    renderer = `exports.renderPage = async (page, { config, publicPath }) => '<h1>' + config.siteTitle + ' ${text} ' + page + '</h1><img src="' + publicPath + 'a.svg">';`,
  ): string {
    const dir = fakeBuild('mf_landing', text);
    fs.mkdirSync(path.join(dir, 'prerender'));
    fs.writeFileSync(path.join(dir, 'prerender', 'render.cjs'), renderer);
    const pages = { expose: { js: ['e.js'], css: ['e.css'] }, pages: { index: { js: ['p.js'], css: ['p.css'] }, login: { js: ['p.js'], css: [] } } };
    fs.writeFileSync(path.join(dir, 'prerender', 'pages.json'), JSON.stringify(pages));
    fs.writeFileSync(path.join(dir, 'e.css'), 'a{} @font-face{src:url(assets/prompt-thai-400-normal.0123456789.woff2)}');
    fs.writeFileSync(path.join(dir, 'p.css'), 'b{}');
    // The chunk hashes the build lists (tools/webpack/subresource-integrity.cjs); e.js has none here.
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ ...manifest, integrity: { 'p.js': pageChunkHash } }));
    return dir;
  }
  const pageChunkHash = `sha384-${'P'.repeat(64)}`;
  const piece = (name: string) => fs.readFileSync(path.join(releases, 'prerendered', 'mf-landing', name), 'utf8');
  const releaseLanding = (from: string) => release(releases, { name: 'mf_landing', dir: 'mf-landing', from, shellManifest: shell });

  beforeEach(async () => {
    fs.writeFileSync(path.join(releases, 'config.json'), JSON.stringify({ apiUrl: 'http://127.0.0.1:4000', siteTitle: 'สยามเบท', gameOrigins: [] }));
    await setServed(releases, { mf_landing: { origin: 'http://127.0.0.1:3001' } });
  });

  it("renders the live version's pages with the runtime config, linking its own folder, again after a rollback", async () => {
    const first = await releaseLanding(landingBuild('one'));
    const base = `http://127.0.0.1:3001/${first.version}/`;
    expect(piece('index.body.html')).toBe(
      `<div id="prerendered" class="remote-area" data-remote="mf_landing" data-page="index" data-version="${first.version}"><h1>สยามเบท one index</h1><img src="${base}a.svg"></div>\n`,
    );
    expect(piece('login.body.html')).toContain('data-page="login"');
    const head = piece('index.head.html');
    // Fonts and stylesheets paint; what hydration runs waits in the template for the boot script (ADR 0028).
    const [paint, hydration] = head.split('<template id="prerendered-preloads">');
    expect(paint).not.toMatch(/as="(script|fetch)"/);
    expect(hydration).toMatch(/<\/template>\n?$/);
    expect(hydration).toContain(`<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin="anonymous">`);
    expect(hydration).toContain(
      `<link rel="preload" href="${base}remoteEntry.js" as="script" crossorigin="anonymous" integrity="${readRegistry(releases).remotes?.mf_landing?.versions[first.version]?.integrity.remoteEntry}">`,
    );
    expect(paint).toContain(
      `<link rel="preload" href="${base}assets/prompt-thai-400-normal.0123456789.woff2" as="font" type="font/woff2" crossorigin="anonymous">`,
    );
    // The stylesheets come from the shell's own origin, their fonts still from the remote's (issue 21).
    expect(paint).toContain(
      `<link rel="stylesheet" href="/prerendered/${first.version}/e.css" data-href="${base}e.css">\n<link rel="stylesheet" href="/prerendered/${first.version}/p.css" data-href="${base}p.css">`,
    );
    expect(paint).not.toMatch(/rel="stylesheet" href="http/);
    expect(piece(`${first.version}/e.css`)).toBe(`a{} @font-face{src:url(${base}assets/prompt-thai-400-normal.0123456789.woff2)}`);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(releases, 'prerendered', 'mf-landing', first.version, 'e.css.gz'))).toString()).toBe(
      piece(`${first.version}/e.css`),
    );
    // Chunks are preloaded as the remote's runtime asks for them: with CORS and their listed hash.
    expect(hydration).toContain(`<link rel="preload" href="${base}p.js" as="script" crossorigin="anonymous" integrity="${pageChunkHash}">`);
    expect(hydration).toContain(`<link rel="preload" href="${base}e.js" as="script" crossorigin="anonymous">`);

    const second = await releaseLanding(landingBuild('two'));
    expect(piece('index.body.html')).toContain(`data-version="${second.version}"><h1>สยามเบท two index</h1>`);
    // The previous version's stylesheets stay for pages loaded before the release.
    expect(piece(`${first.version}/p.css`)).toBe('b{}');
    await rollback(releases, { name: 'mf_landing' });
    expect(piece('index.body.html')).toContain(`data-version="${first.version}"><h1>สยามเบท one index</h1>`);
  });

  it('keeps no pages for a canary, and none when the renderer fails (logged), the release still going through', async () => {
    await releaseLanding(landingBuild('one'));
    await release(releases, { name: 'mf_landing', dir: 'mf-landing', from: landingBuild('canary'), shellManifest: shell, canary: 30 });
    expect(piece('index.body.html')).toContain('one index');

    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const broken = await releaseLanding(landingBuild('broken', "exports.renderPage = async () => { throw new Error('no'); };"));
    expect(readRegistry(releases).remotes?.mf_landing?.live).toBe(broken.version);
    expect(fs.existsSync(path.join(releases, 'prerendered', 'mf-landing'))).toBe(false);
    expect(String(logged.mock.calls[0]?.[0])).toContain('[tools] E21 the prerendered pages of mf_landing');
  });
});

describe("the member routes' first HTML (ADR 0053)", () => {
  const pageChunkHash = `sha384-${'W'.repeat(64)}`;
  /** A shell build with its member start files and a renderer standing in for shell/src/prerender.tsx. */
  function shellBuild(frame = "'<div id=\"member-frame\" inert>' + config.siteTitle + ' ' + key + (site ? ' ' + site.title : '') + '</div>'"): string {
    const dir = fs.mkdtempSync(path.join(work, 'shell-'));
    fs.mkdirSync(path.join(dir, 'prerender'));
    fs.writeFileSync(
      path.join(dir, 'prerender', 'render.cjs'),
      `exports.memberRoutes = () => [{ key: 'topup', path: '/Topup', pattern: '^/topup/?$', remote: 'mf_wallet', page: 'topup' }, { key: 'casino', path: '/Casino', pattern: '^/casino/?$', remote: 'mf_games', page: 'casino' }];
exports.renderMemberFrame = (key, { config, site }) => ${frame};
exports.siteData = (answers) => ({ title: answers.theme.title });`,
    );
    fs.writeFileSync(
      path.join(dir, 'prerender', 'member-start.json'),
      JSON.stringify({ js: ['main.0123456789.js', 'app.0123456789.js'], css: ['main.0123456789.css', 'member-chrome.0123456789.css'] }),
    );
    fs.writeFileSync(path.join(dir, 'member-chrome.0123456789.css'), '@font-face{src:url(assets/prompt-thai-400-normal.0123456789.woff2)}');
    return dir;
  }
  /** A wallet build listing its pages' files (tools/webpack/pages-manifest.cjs) and their hashes. */
  function walletBuild(text: string): string {
    const dir = fakeBuild('mf_wallet', text);
    fs.mkdirSync(path.join(dir, 'prerender'));
    fs.writeFileSync(
      path.join(dir, 'prerender', 'pages.json'),
      JSON.stringify({ expose: { js: ['e.js'], css: ['e.css'] }, pages: { topup: { js: ['p.js'], css: [] } } }),
    );
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ ...manifest, integrity: { 'p.js': pageChunkHash } }));
    return dir;
  }
  const piece = (name: string) => fs.readFileSync(path.join(releases, 'prerendered', 'member', name), 'utf8');
  const entryIntegrity = (version: string) => readRegistry(releases).remotes?.mf_wallet?.versions[version]?.integrity.remoteEntry;

  beforeEach(() => {
    process.env.SHELL_DIST = shellBuild();
    fs.writeFileSync(path.join(releases, 'config.json'), JSON.stringify({ apiUrl: 'http://127.0.0.1:4000', siteTitle: 'สยามเบท', gameOrigins: [] }));
  });
  afterEach(() => {
    delete process.env.SHELL_DIST;
  });

  it("preloads the live version's entry and page chunks with their hashes, and follows a release and a rollback at once", async () => {
    const first = await release(releases, { name: 'mf_wallet', dir: 'mf-wallet', from: walletBuild('one'), shellManifest: shell });
    const base = `http://127.0.0.1:3003/${first.version}/`;
    expect(JSON.parse(piece('routes.json'))).toEqual([
      { key: 'topup', pattern: '^/topup/?$' },
      { key: 'casino', pattern: '^/casino/?$' },
    ]);
    expect(piece('topup.head.html').split('\n')).toEqual([
      // What the frame paints with, from the shell's own origin (index.html links main.css itself).
      '<link rel="stylesheet" href="/member-chrome.0123456789.css" data-href="member-chrome.0123456789.css">',
      '<link rel="preload" href="/assets/prompt-thai-400-normal.0123456789.woff2" as="font" type="font/woff2" crossorigin="anonymous">',
      // Every script of the start, inert until the boot script adds them once the frame is on
      // screen (ADR 0060): the shell's, then the remote's as its runtime asks for them.
      '<template id="prerendered-preloads">',
      '<link rel="preload" href="/main.0123456789.js" as="script">',
      '<link rel="preload" href="/app.0123456789.js" as="script">',
      `<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin="anonymous">`,
      `<link rel="preload" href="${base}remoteEntry.js" as="script" crossorigin="anonymous" integrity="${entryIntegrity(first.version)}">`,
      `<link rel="preload" href="${base}e.css" as="style" crossorigin="anonymous">`,
      `<link rel="preload" href="${base}e.js" as="script" crossorigin="anonymous">`,
      `<link rel="preload" href="${base}p.js" as="script" crossorigin="anonymous" integrity="${pageChunkHash}">`,
      '</template>',
      '',
    ]);
    expect(piece('topup.body.html')).toBe('<div id="member-frame" inert>สยามเบท topup</div>\n');
    // A remote with no published version here (mf_games): the shell's part alone.
    expect(piece('casino.head.html')).not.toContain('3002');
    expect(piece('casino.head.html')).toContain('/main.0123456789.js');

    const second = await release(releases, { name: 'mf_wallet', dir: 'mf-wallet', from: walletBuild('two'), shellManifest: shell });
    expect(piece('topup.head.html')).toContain(
      `http://127.0.0.1:3003/${second.version}/remoteEntry.js" as="script" crossorigin="anonymous" integrity="${entryIntegrity(second.version)}"`,
    );
    expect(piece('topup.head.html')).not.toContain(first.version);
    await rollback(releases, { name: 'mf_wallet' });
    expect(piece('topup.head.html')).toContain(`${base}remoteEntry.js`);
  });

  it('draws the frame with the brand, and escapes what could end its data element', async () => {
    fs.writeFileSync(path.join(releases, 'brand.json'), JSON.stringify({ answers: { theme: { title: 'ทดสอบ</script><b>' } }, changedAt: 1 }));
    await release(releases, { name: 'mf_wallet', dir: 'mf-wallet', from: walletBuild('one'), shellManifest: shell });
    const body = piece('topup.body.html');
    expect(body).toContain('<script type="application/json" id="prerendered-site">{"title":"ทดสอบ\\u003c/script\\u003e\\u003cb\\u003e"}</script>');
  });

  it('writes none when the shell has no renderer or it fails (logged), the release still going through, and none of a route the shell dropped', async () => {
    fs.rmSync(path.join(String(process.env.SHELL_DIST), 'prerender', 'render.cjs'));
    const first = await release(releases, { name: 'mf_wallet', dir: 'mf-wallet', from: walletBuild('one'), shellManifest: shell });
    expect(fs.existsSync(path.join(releases, 'prerendered', 'member'))).toBe(false);
    expect(fs.existsSync(path.join(releases, 'prerendered', 'early.html'))).toBe(false);

    process.env.SHELL_DIST = shellBuild("(() => { throw new Error('no'); })()");
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const second = await release(releases, { name: 'mf_wallet', dir: 'mf-wallet', from: walletBuild('two'), shellManifest: shell });
    expect(readRegistry(releases).remotes?.mf_wallet?.live).toBe(second.version);
    expect(fs.existsSync(path.join(releases, 'prerendered', 'member'))).toBe(false);
    expect(logged.mock.calls.map((call) => String(call[0]))).toContainEqual(expect.stringContaining("[tools] E26 the member pages' first HTML"));
    logged.mockRestore();

    process.env.SHELL_DIST = shellBuild();
    // A piece of a route an earlier shell had.
    fs.mkdirSync(path.join(releases, 'prerendered', 'member'), { recursive: true });
    fs.writeFileSync(path.join(releases, 'prerendered', 'member', 'gone.head.html'), '<link>');
    await rollback(releases, { name: 'mf_wallet', to: first.version });
    expect(fs.readdirSync(path.join(releases, 'prerendered', 'member')).sort()).toEqual([
      '.source.json',
      'casino.body.html',
      'casino.head.html',
      'routes.json',
      'topup.body.html',
      'topup.head.html',
    ]);
  });
});

describe('staff remotes (ADR 0046): released like member remotes, for the back office alone', () => {
  const backofficeJson = (): Remotes => JSON.parse(fs.readFileSync(path.join(releases, 'backoffice', 'remotes.json'), 'utf8'));
  const staffWallet = () => backofficeJson().remotes.mf_wallet_staff as Exclude<Remotes['remotes'][string], string>;
  /** The back office shares what the shell shares (the same base config): a staff build is checked against it. */
  const backoffice = { shared: shellShares, metaData: { pluginVersion: federationVersion } };
  const releaseStaff = (text: string, options: { live?: boolean; canary?: number; now?: Date; shared?: Shared[] } = {}) =>
    release(releases, {
      name: 'mf_wallet_staff',
      dir: 'staff/mf-wallet',
      from: fakeBuild('mf_wallet_staff', text, options.shared),
      shellManifest: backoffice,
      host: 'backoffice',
      ...options,
    });

  beforeEach(async () => {
    await setServed(
      releases,
      { mf_wallet: { origin: 'http://127.0.0.1:3003' }, mf_games: { origin: 'http://127.0.0.1:3002' } },
      { mf_wallet_staff: { origin: '/remotes/mf-wallet' }, mf_account_staff: { origin: '/remotes/mf-account' } },
    );
  });

  it("publishes into staff/<app>/<version>/ and lists it in the back office's remotes.json, on its own origin", async () => {
    const done = await releaseStaff('pay withdrawals');
    const folder = path.join(releases, 'staff', 'mf-wallet', done.version);
    expect(fs.readdirSync(folder).sort()).toEqual(['123.abc.js', 'mf-manifest.json', 'remoteEntry.js']);
    expect(fs.statSync(path.join(folder, 'remoteEntry.js')).mode & 0o222).toBe(0);
    expect(staffWallet()).toMatchObject({
      version: done.version,
      entry: `/remotes/mf-wallet/${done.version}/mf-manifest.json`,
      integrity: { manifest: sha384(path.join(folder, 'mf-manifest.json')), remoteEntry: sha384(path.join(folder, 'remoteEntry.js')) },
    });
    // Recorded in the one registry and history, beside the member remotes.
    expect(readRegistry(releases).remotes?.mf_wallet_staff).toMatchObject({ dir: 'staff/mf-wallet', host: 'backoffice', live: done.version });
    expect(readHistory(releases).at(-1)).toMatchObject({ action: 'release', remote: 'mf_wallet_staff', to: done.version });
    // Nothing of it in a member remote's folder.
    expect(fs.existsSync(path.join(releases, 'mf-wallet'))).toBe(false);
  });

  it("never lists a staff remote in the shell's remotes.json, even one named in `served` by mistake", async () => {
    await releaseWallet('member');
    await releaseStaff('staff');
    expect(Object.keys(remotesJson().remotes).sort()).toEqual(['mf_wallet']);
    await setServed(releases, { mf_wallet: { origin: 'http://127.0.0.1:3003' }, mf_wallet_staff: { origin: 'http://127.0.0.1:3003' } });
    expect(Object.keys(remotesJson().remotes)).toEqual(['mf_wallet']);
    // And the back office's lists no member remote.
    expect(Object.keys(backofficeJson().remotes)).toEqual(['mf_wallet_staff']);
    expect(JSON.stringify(remotesJson())).not.toContain('staff');
  });

  it("is checked against the back office's manifest: refused, naming the back office, before anything changes", async () => {
    const live = await releaseStaff('live');
    const before = fs.readFileSync(path.join(releases, 'backoffice', 'remotes.json'), 'utf8');
    await expect(releaseStaff('react 18', { shared: [singleton('react', '18.3.1'), ...shellShares.slice(1)] })).rejects.toThrow(
      /^\[tools\] E9 mf_wallet_staff is not released: the live back office cannot serve what it shares:\n {2}react: the remote is built with 18\.3\.1/,
    );
    expect(fs.readFileSync(path.join(releases, 'backoffice', 'remotes.json'), 'utf8')).toBe(before);
    expect(fs.readdirSync(path.join(releases, 'staff', 'mf-wallet'))).toEqual([live.version]);
  });

  it('rolls back, previews at the back office, runs a canary and promotes it, like a member remote', async () => {
    const v1 = await releaseStaff('one', { now: new Date('2026-11-27T10:00:00Z') });
    const v2 = await releaseStaff('two', { now: new Date('2026-11-27T11:00:00Z') });
    await rollback(releases, { name: 'mf_wallet_staff' });
    expect(staffWallet().version).toBe(v1.version);
    expect(Object.keys(staffWallet().versions).sort()).toEqual([v1.version, v2.version]);
    const link = await preview(releases, {
      name: 'mf_wallet_staff',
      version: v2.version,
      shellUrl: 'https://backoffice.example.com',
      now: Date.parse('2026-11-27T12:00:00Z'),
    });
    expect(link).toMatch(/^https:\/\/backoffice\.example\.com\/\?preview=/);
    expect(backofficeJson().previewKey).toEqual(remotesJson().previewKey);
    const canary = await releaseStaff('three', { canary: 20 });
    expect(staffWallet().canary).toMatchObject({ version: canary.version, entry: `/remotes/mf-wallet/${canary.version}/mf-manifest.json`, percent: 20 });
    await promote(releases, { name: 'mf_wallet_staff' });
    expect(staffWallet().version).toBe(canary.version);
    expect(readHistory(releases).map((h) => h.action)).toEqual(['release', 'release', 'rollback', 'preview', 'canary', 'promote']);
  });

  it('is verified with the member remotes: a changed staff file is found, and a rollback to it refused', async () => {
    await releaseWallet('member');
    const first = await releaseStaff('one');
    await releaseStaff('two');
    expect(verify(releases)).toEqual({ checked: 3, problems: [], unrecorded: [] });
    const chunk = path.join(releases, 'staff', 'mf-wallet', first.version, '123.abc.js');
    fs.chmodSync(chunk, 0o644);
    fs.writeFileSync(chunk, 'export default "changed";');
    expect(verify(releases).problems).toEqual([`mf_wallet_staff ${first.version}: 123.abc.js was changed after publishing`]);
    expect(verify(releases, { name: 'mf_wallet' }).problems).toEqual([]);
    await expect(rollback(releases, { name: 'mf_wallet_staff', to: first.version })).rejects.toThrow(/E22 mf_wallet_staff/);
  });

  it('takes the staff container by its release name on the command line (release, list, verify, preview at the back office)', () => {
    const cli = path.resolve(__dirname, 'cli.mjs');
    const hostManifest = path.join(work, 'backoffice-manifest.json');
    fs.writeFileSync(hostManifest, JSON.stringify(backoffice));
    const env = { ...process.env, RELEASES_DIR: releases, BACKOFFICE_URL: 'https://backoffice.example.com' };
    const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env, timeout: 30_000 });
    const released = run('release', 'mf-wallet-staff', '--from', fakeBuild('mf_wallet_staff', 'cli'), '--host-manifest', hostManifest);
    expect(released.stderr).toBe('');
    expect(released.stdout).toMatch(/^mf_wallet_staff \d{14}-[0-9a-f]{8} published and live \(was none\)/);
    expect(run('list').stdout).toContain('mf_wallet_staff (staff/mf-wallet, back office)');
    expect(run('verify', 'mf-wallet-staff')).toMatchObject({ status: 0, stdout: expect.stringContaining('1 version(s) checked') });
    expect(run('preview', 'mf-wallet-staff', '--version', staffWallet().version).stdout).toMatch(/^https:\/\/backoffice\.example\.com\/\?preview=/);
    expect(run('release', 'mf-wallet-staf').stderr).toContain('[tools] E12 usage');
  }, 30_000);

  it('refuses a member remote released for the back office, and a staff remote for the shell (E25), changing nothing', async () => {
    await releaseWallet('member');
    await releaseStaff('staff');
    const registryBefore = fs.readFileSync(path.join(releases, 'registry.json'), 'utf8');
    await expect(
      release(releases, { name: 'mf_wallet', dir: 'staff/mf-wallet', from: fakeBuild('mf_wallet', 'x'), shellManifest: backoffice, host: 'backoffice' }),
    ).rejects.toThrow(/^\[tools\] E25 mf_wallet is a remote of the shell/);
    await expect(
      release(releases, { name: 'mf_wallet_staff', dir: 'mf-wallet', from: fakeBuild('mf_wallet_staff', 'y'), shellManifest: shell }),
    ).rejects.toThrow(/^\[tools\] E25 mf_wallet_staff is a remote of the back office/);
    expect(fs.readFileSync(path.join(releases, 'registry.json'), 'utf8')).toBe(registryBefore);
  });
});

describe('the host contract (ADR 0054): a remote goes live only on a shell that runs it, and a shell only over remotes it runs', () => {
  type Route = { name: string; path: string; remote: string; page: string; title: string; layout: string; access: string; steps: string[] };
  const routeOf = (remote: string, page: string, routePath: string): Route => ({
    name: page,
    path: routePath,
    remote,
    page,
    title: page,
    layout: 'main',
    access: 'member',
    steps: ['auth'],
  });
  const walletRoutes = [routeOf('mf_wallet', 'topup', '/Topup'), routeOf('mf_wallet', 'withdraw', '/Withdraw')];
  const shellRoutes = [routeOf('shell', 'logout', '/Logout'), ...walletRoutes, routeOf('mf_games', 'playgame', '/playgame')];
  const shellAt = (provides: string | null) => ({
    ...shell,
    ...(provides ? { hostContract: { name: 'member-pages', provides, routes: shellRoutes } } : {}),
  });
  /** A build of `name` that needs the contract at `requires` (null: built before contracts were recorded) and publishes `routes`. */
  function contractBuild(text: string, requires: string | null, routes: Route[] = walletRoutes, name = 'mf_wallet'): string {
    const dir = fakeBuild(name, text);
    const file = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify(requires ? { ...manifest, hostContract: { name: 'member-pages', requires, routes } } : manifest));
    return dir;
  }
  const releaseOn = (from: string, shellManifest: object, options: { live?: boolean; canary?: number } = {}) =>
    release(releases, { name: 'mf_wallet', dir: 'mf-wallet', from, shellManifest, ...options });

  it.each([
    [
      'a newer minor of the contract than the shell provides',
      '^1.3.0',
      shellAt('1.2.0'),
      /host contract: the remote needs member-pages \^1\.3\.0, the shell provides 1\.2\.0/,
    ],
    ['another major', '^2.0.0', shellAt('1.9.0'), /the remote needs member-pages \^2\.0\.0, the shell provides 1\.9\.0/],
    [
      'any contract, on a shell that records none',
      '^1.0.0',
      shellAt(null),
      /the shell provides no contract version \(built before ADR 0054\): release the shell first/,
    ],
  ])('refuses a remote needing %s (E27), changing nothing', async (_case, requires, host, message) => {
    const live = await releaseOn(contractBuild('live', '^1.0.0'), shellAt('1.0.0'));
    const registryBefore = fs.readFileSync(path.join(releases, 'registry.json'), 'utf8');
    const remotesBefore = fs.readFileSync(path.join(releases, 'remotes.json'), 'utf8');
    const attempt = releaseOn(contractBuild('needs more', requires), host);
    await expect(attempt).rejects.toThrow(/^\[tools\] E27 mf_wallet is not released: the live shell cannot run it/);
    await expect(releaseOn(contractBuild('needs more', requires), host)).rejects.toThrow(message);
    expect(fs.readFileSync(path.join(releases, 'registry.json'), 'utf8')).toBe(registryBefore);
    expect(fs.readFileSync(path.join(releases, 'remotes.json'), 'utf8')).toBe(remotesBefore);
    expect(fs.readdirSync(path.join(releases, 'mf-wallet'))).toEqual([live.version]);
  });

  it("publishes a remote's routes with each version in remotes.json, where the shell routes by them (ADR 0057)", async () => {
    const voucher = routeOf('mf_wallet', 'voucher', '/Voucher');
    const first = await releaseOn(contractBuild('first', '^1.0.0'), shellAt('1.0.0'));
    const second = await releaseOn(contractBuild('with a page more', '^1.0.0', [...walletRoutes, voucher]), shellAt('1.0.0'));
    const listed = wallet() as unknown as { routes: Route[]; versions: Record<string, { routes: Route[] }> };
    expect(listed.routes.map((r) => r.path)).toEqual(['/Topup', '/Withdraw', '/Voucher']);
    expect(listed.versions[first.version]?.routes.map((r) => r.path)).toEqual(['/Topup', '/Withdraw']);
    expect(listed.versions[second.version]?.routes).toContainEqual(voucher);
  });

  it.each([
    ["another remote's live path, in other letters", routeOf('mf_games', 'topup-games', '/topup'), /\/topup is already mf_wallet \d{14}-[0-9a-f]{8}'s \/Topup/],
    ["the shell's own path", routeOf('mf_games', 'bye', '/LOGOUT'), /\/LOGOUT is already the shell's \/Logout/],
    [
      "a path the shell's table gives a remote that publishes none",
      routeOf('mf_games', 'wallet-like', '/withdraw/'),
      /\/withdraw\/ is already mf_wallet \d{14}-[0-9a-f]{8}'s \/Withdraw/,
    ],
  ])('refuses a remote claiming %s (E29), changing nothing', async (_case, route, message) => {
    // The wallet's live version: one that publishes its routes, or (third case) one built before.
    await releaseOn(contractBuild('live', _case.includes('publishes none') ? null : '^1.0.0'), shellAt('1.0.0'));
    const registryBefore = fs.readFileSync(path.join(releases, 'registry.json'), 'utf8');
    const games = contractBuild('games', '^1.0.0', [routeOf('mf_games', 'playgame', '/playgame'), route], 'mf_games');
    const attempt = release(releases, { name: 'mf_games', dir: 'mf-games', from: games, shellManifest: shellAt('1.0.0') });
    await expect(attempt).rejects.toThrow(/^\[tools\] E29 mf_games is not released: another owner has its paths/);
    await expect(release(releases, { name: 'mf_games', dir: 'mf-games', from: games, shellManifest: shellAt('1.0.0') })).rejects.toThrow(message);
    expect(fs.readFileSync(path.join(releases, 'registry.json'), 'utf8')).toBe(registryBefore);
    // Its own paths again, in a new version, are no conflict.
    await expect(
      releaseOn(contractBuild('again', '^1.0.0', [...walletRoutes, routeOf('mf_wallet', 'voucher', '/voucher')]), shellAt('1.0.0')),
    ).resolves.toMatchObject({ action: 'release' });
  });

  it('takes a remote on a later minor of its major, and one built before contracts were recorded as before', async () => {
    const newer = await releaseOn(contractBuild('on a later shell', '^1.2.0'), shellAt('1.4.0'));
    expect(wallet().version).toBe(newer.version);
    const legacy = await releaseOn(contractBuild('legacy', null), shellAt('1.4.0'));
    expect(wallet().version).toBe(legacy.version);
  });

  it('names each live or canary remote a shell would break (check-shell, E28), and passes a shell that runs them', async () => {
    const live = await releaseOn(contractBuild('live', '^1.2.0'), shellAt('1.2.0'));
    const canary = await releaseOn(contractBuild('canary', '^1.3.0'), shellAt('1.3.0'), { canary: 10 });
    await releaseOn(contractBuild('kept, not served', '^1.0.0'), shellAt('1.3.0'), { live: false });
    expect(shellProblems(releases, shellAt('1.3.0'))).toEqual([]);
    expect(shellProblems(releases, shellAt('1.2.5'))).toEqual([
      `mf_wallet ${canary.version} (canary): host contract: the remote needs member-pages ^1.3.0, the shell provides 1.2.5`,
    ]);
    expect(shellProblems(releases, shellAt('2.0.0'))).toEqual([
      `mf_wallet ${live.version} (live): host contract: the remote needs member-pages ^1.2.0, the shell provides 2.0.0`,
      `mf_wallet ${canary.version} (canary): host contract: the remote needs member-pages ^1.3.0, the shell provides 2.0.0`,
    ]);

    const cli = path.resolve(__dirname, 'cli.mjs');
    const env = { ...process.env, RELEASES_DIR: releases };
    const manifestOf = (provides: string) => {
      const file = path.join(work, `shell-${provides}.json`);
      fs.writeFileSync(file, JSON.stringify(shellAt(provides)));
      return file;
    };
    const refused = spawnSync(process.execPath, [cli, 'check-shell', '--shell-manifest', manifestOf('2.0.0')], { encoding: 'utf8', env, timeout: 30_000 });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('[tools] E28 this shell would break remotes of');
    expect(refused.stderr).toContain(`mf_wallet ${live.version} (live): host contract: the remote needs member-pages ^1.2.0, the shell provides 2.0.0`);
    const passed = spawnSync(process.execPath, [cli, 'check-shell', '--shell-manifest', manifestOf('1.3.0')], { encoding: 'utf8', env, timeout: 30_000 });
    expect(passed).toMatchObject({ status: 0, stdout: expect.stringContaining('The shell (host contract 1.3.0) runs every live and canary member remote') });
  }, 30_000);

  it('refuses a rollback onto a version the live shell cannot run (E27), and takes it on a shell that runs it', async () => {
    const first = await releaseOn(contractBuild('first', '^1.0.0'), shellAt('1.0.0'));
    await releaseOn(contractBuild('second', '^2.0.0'), shellAt('2.0.0'));
    await expect(rollback(releases, { name: 'mf_wallet', to: first.version, shellManifest: shellAt('2.0.0') })).rejects.toThrow(
      new RegExp(`^\\[tools\\] E27 mf_wallet ${first.version} cannot go live: the live shell cannot run it`),
    );
    await expect(rollback(releases, { name: 'mf_wallet', shellManifest: shellAt('2.0.0') })).rejects.toThrow(/E27/);
    expect((await rollback(releases, { name: 'mf_wallet', shellManifest: shellAt('1.1.0') })).to).toBe(first.version);
  });
});
