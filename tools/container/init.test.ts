import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The compose stack's one-shot `init` (ADR 0023), run as its container runs it: Node on a copy of
// tools/ with small fake builds beside it (the image's /app), against temp folders for the
// `releases` and `conf` volumes. What it writes is what the shell and the remotes then serve.

type Live = { version: string; entry: string; integrity: { manifest: string; remoteEntry: string }; versions: Record<string, unknown> };
type Remotes = { remotes: Record<string, string | Live>; previewKey: { kty: string } };

const repo = path.resolve(__dirname, '../..');
const remoteDirs = ['mf-landing', 'mf-games', 'mf-wallet', 'mf-account'];
const staffDirs = ['mf-wallet', 'mf-account'];
const shared = [{ name: 'react', version: '19.2.0', singleton: true, requiredVersion: '^19.2.0' }];

let work: string;
let app: string;
let releases: string;
let conf: string;

/** The image's build of one app: a manifest, its remoteEntry.js and a chunk saying `text` (a staff container's: `staff`). */
function bake(dir: string, text: string, shares = shared, staff = false): void {
  const dist = path.join(app, dir, staff ? 'dist-staff' : 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist, { recursive: true });
  const name = `${dir.replace('-', '_')}${staff ? '_staff' : ''}`;
  const manifest = { id: name, name, metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' }, shared: shares, exposes: [] };
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `var ${name} = { get: () => import('./1.a1b2.js') };`);
  fs.writeFileSync(path.join(dist, '1.a1b2.js'), `export default ${JSON.stringify(text)};`);
}

const operator = {
  API_URL: 'https://api.example.com',
  SITE_URL: 'https://www.example.com',
  SITE_TITLE: 'ทดสอบเบท',
  GAME_ORIGINS: 'https://games.example.com, https://slots.example.net',
  CLIENT_API_URL: 'https://member.example.com/api',
  TRADING_LOGIN: 'post',
  LINE_CHANNEL_ID: '1234567890',
  LINE_CALLBACK_URL: '',
  LINE_AUTHORIZE_URL: '',
  MF_LANDING_ORIGIN: 'https://landing.example.com',
  MF_GAMES_ORIGIN: 'https://games-ui.example.com',
  MF_WALLET_ORIGIN: 'https://wallet.example.com',
  MF_ACCOUNT_ORIGIN: 'https://account.example.com',
  MF_LANDING_URL: '',
  MF_GAMES_URL: '',
  MF_WALLET_URL: '',
  MF_ACCOUNT_URL: '',
  BACKOFFICE_URL: 'https://backoffice.example.com',
};

function run(script: string, env: Record<string, string>, args: string[] = []) {
  return spawnSync(process.execPath, [path.join(app, 'tools', script), ...args], {
    cwd: app,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: work,
      USER: 'operator',
      RELEASES_DIR: releases,
      NGINX_CONF_DIR: conf,
      SHELL_ROOT: path.join(work, 'shell'),
      BACKOFFICE_ROOT: path.join(work, 'backoffice'),
      NGINX_WORK_DIR: path.join(work, 'nginx'),
      ...env,
    },
  });
}
const init = (env: Record<string, string> = operator) => run('container/init.mjs', env);

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const remotes = () => readJson<Remotes>(path.join(releases, 'remotes.json')).remotes;
const live = (name: string) => remotes()[name] as Live;
const sri = (file: string) => `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
const hasNginx = spawnSync('nginx', ['-v']).status === 0;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'init-'));
  app = path.join(work, 'app');
  releases = path.join(work, 'releases');
  conf = path.join(work, 'conf');
  fs.cpSync(path.join(repo, 'tools'), path.join(app, 'tools'), { recursive: true });
  fs.mkdirSync(path.join(app, 'shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(app, 'shell/dist/mf-manifest.json'), JSON.stringify({ name: 'shell', shared }));
  // As the image has them (Dockerfile): each remote's package.json, by which tools/apps.cjs finds it, and its build.
  for (const dir of remoteDirs) {
    fs.mkdirSync(path.join(app, dir), { recursive: true });
    fs.copyFileSync(path.join(repo, dir, 'package.json'), path.join(app, dir, 'package.json'));
    bake(dir, `${dir} first`);
  }
  // The back office's manifest (what a staff container is checked against) and the two staff containers.
  fs.mkdirSync(path.join(app, 'backoffice/dist'), { recursive: true });
  fs.writeFileSync(path.join(app, 'backoffice/dist/mf-manifest.json'), JSON.stringify({ name: 'backoffice', shared }));
  for (const dir of staffDirs) bake(dir, `${dir} staff first`, shared, true);
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

describe('the init container', () => {
  it("writes the shell's config.json from the operator's variables", () => {
    const result = init();
    expect(result.stderr).not.toContain('[tools]');
    expect(result.status).toBe(0);
    expect(readJson(path.join(releases, 'config.json'))).toEqual({
      apiUrl: 'https://api.example.com',
      siteTitle: 'ทดสอบเบท',
      gameOrigins: ['https://games.example.com', 'https://slots.example.net'],
      line: { channelId: '1234567890', callbackUrl: 'https://www.example.com/Line/Callback', authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize' },
      tradingLogin: 'post',
      clientApi: 'https://member.example.com/api',
    });
  });

  it("publishes each remote's baked build as its live version at the remote's public origin", () => {
    expect(init().status).toBe(0);
    for (const dir of remoteDirs) {
      const remote = live(dir.replace('-', '_'));
      const origin = operator[`${dir.replace('mf-', 'MF_').toUpperCase()}_ORIGIN` as keyof typeof operator];
      expect(remote.entry).toBe(`${origin}/${remote.version}/mf-manifest.json`);
      const published = path.join(releases, dir, remote.version);
      expect(fs.readFileSync(path.join(published, 'remoteEntry.js'))).toEqual(fs.readFileSync(path.join(app, dir, 'dist/remoteEntry.js')));
      expect(remote.integrity).toEqual({ manifest: sri(path.join(published, 'mf-manifest.json')), remoteEntry: sri(path.join(published, 'remoteEntry.js')) });
    }
    // The preview signing key stays the init's own: nginx (another user) cannot read it.
    expect(fs.statSync(path.join(releases, 'preview-key.jwk')).mode & 0o077).toBe(0);
  });

  it("publishes each staff container for the back office alone, with the back office's runtime files (ADR 0046)", () => {
    expect(init().status).toBe(0);
    const staffRemotes = readJson<Remotes>(path.join(releases, 'backoffice', 'remotes.json')).remotes;
    expect(Object.keys(staffRemotes).sort()).toEqual(['mf_account_staff', 'mf_wallet_staff']);
    for (const dir of staffDirs) {
      const remote = staffRemotes[`${dir.replace('-', '_')}_staff`] as Live;
      // On the back office's own origin, as a path it resolves against its address.
      expect(remote.entry).toBe(`/remotes/${dir}/${remote.version}/mf-manifest.json`);
      const published = path.join(releases, 'staff', dir, remote.version);
      expect(fs.readFileSync(path.join(published, 'remoteEntry.js'))).toEqual(fs.readFileSync(path.join(app, dir, 'dist-staff/remoteEntry.js')));
      expect(remote.integrity.remoteEntry).toBe(sri(path.join(published, 'remoteEntry.js')));
    }
    // The shell's remotes.json never lists a staff remote, and no member remote's folder holds one.
    expect(Object.keys(remotes()).filter((name) => name.endsWith('_staff'))).toEqual([]);
    expect(
      fs
        .readdirSync(path.join(releases, 'mf-wallet'))
        .every((version) => !fs.readFileSync(path.join(releases, 'mf-wallet', version, 'remoteEntry.js'), 'utf8').includes('_staff')),
    ).toBe(true);
    expect(readJson(path.join(releases, 'backoffice', 'config.json'))).toEqual({ apiUrl: 'https://api.example.com', siteTitle: 'ทดสอบเบท' });
  });

  it('refuses an image without the back office or a staff container, naming it', () => {
    fs.rmSync(path.join(app, 'mf-wallet/dist-staff'), { recursive: true });
    const result = init();
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('[tools] E20 this image has no build of mf-wallet/dist-staff');
    expect(fs.existsSync(releases)).toBe(false);
  });

  it('leaves a remote deployed elsewhere (MF_*_URL) as its URL, unpublished and without a web server', () => {
    expect(init({ ...operator, MF_GAMES_URL: 'https://games-team.example.org/mf-manifest.json' }).status).toBe(0);
    expect(remotes().mf_games).toBe('https://games-team.example.org/mf-manifest.json');
    expect(fs.existsSync(path.join(releases, 'mf-games'))).toBe(false);
    expect(fs.existsSync(path.join(conf, 'mf-games.conf'))).toBe(false);
  });

  it('changes nothing on a restart; a new image is a release, and a rollback outlives the next restart', () => {
    expect(init().status).toBe(0);
    const first = live('mf_wallet').version;
    const history = fs.readFileSync(path.join(releases, 'history.jsonl'), 'utf8');
    expect(init().status).toBe(0);
    expect(live('mf_wallet').version).toBe(first);
    expect(fs.readFileSync(path.join(releases, 'history.jsonl'), 'utf8')).toBe(history);

    bake('mf-wallet', 'mf-wallet second');
    expect(init().status).toBe(0);
    const second = live('mf_wallet');
    expect(second.version).not.toBe(first);
    expect(Object.keys(second.versions).sort()).toEqual([first, second.version].sort());

    const back = run('release/cli.mjs', operator, ['rollback', 'mf-wallet']);
    expect(back.status).toBe(0);
    expect(init().status).toBe(0);
    expect(live('mf_wallet').version).toBe(first);
  });

  it('keeps the live version when a new image has a remote the shell cannot serve, naming the package', () => {
    expect(init().status).toBe(0);
    const before = live('mf_wallet').version;
    bake('mf-wallet', 'built with React 18', [{ name: 'react', version: '18.3.1', singleton: true, requiredVersion: '^18.3.1' }]);
    const result = init();
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('[tools] E9 mf_wallet is not released');
    expect(result.stderr).toContain('react: the remote is built with 18.3.1, the shell runs 19.2.0');
    expect(live('mf_wallet').version).toBe(before);
    expect(Object.keys(live('mf_wallet').versions)).toEqual([before]);
  });

  it.each([
    [{ GAME_ORIGINS: '' }, "[tools] E19 GAME_ORIGINS is not set: give the game providers' origins"],
    [{ MF_WALLET_ORIGIN: 'http://wallet.example.com' }, '[tools] E8 MF_WALLET_ORIGIN must be an https URL (http only on loopback)'],
    [{ SITE_URL: 'http://www.example.com' }, '[tools] E8 SITE_URL must be an https URL (http only on loopback)'],
    [{ BACKOFFICE_URL: 'http://backoffice.example.com' }, '[tools] E8 BACKOFFICE_URL must be an https URL (http only on loopback)'],
  ])('refuses %j and writes nothing', (change, message) => {
    const result = init({ ...operator, ...change });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(message);
    expect(fs.existsSync(releases)).toBe(false);
    expect(fs.existsSync(conf)).toBe(false);
  });

  it('refuses an image without a build of a remote it serves, naming it', () => {
    fs.rmSync(path.join(app, 'mf-account/dist'), { recursive: true });
    const result = init();
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('[tools] E20 this image has no build of mf-account');
    expect(fs.existsSync(releases)).toBe(false);
  });

  it('writes an nginx conf per web container that nginx accepts, the shell letting in its remotes', () => {
    expect(init().status).toBe(0);
    const csp = /Content-Security-Policy "([^"]*)"/.exec(fs.readFileSync(path.join(conf, 'shell.conf'), 'utf8'))?.[1] ?? '';
    const scripts = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    for (const dir of remoteDirs) expect(scripts.split(' ')).toContain(operator[`${dir.replace('mf-', 'MF_').toUpperCase()}_ORIGIN` as keyof typeof operator]);
    expect(csp).toContain('https://api.example.com');
    // The back office's: its own strict CSP naming only itself and the API, its staff remotes from the publish root's staff/.
    const backoffice = fs.readFileSync(path.join(conf, 'backoffice.conf'), 'utf8');
    const backofficeCsp = /Content-Security-Policy "([^"]*)"/.exec(backoffice)?.[1] ?? '';
    expect(backofficeCsp).toContain("script-src 'self';");
    expect(backofficeCsp).toContain("connect-src 'self' https://api.example.com;");
    expect(backoffice).toContain(`alias ${path.join(releases, 'staff')}/$1;`);
    expect(backoffice).toContain('Strict-Transport-Security');
    expect(backoffice).not.toContain('Access-Control-Allow-Origin');
    for (const dir of ['shell', ...remoteDirs, 'backoffice']) {
      const file = path.join(conf, `${dir}.conf`);
      expect(fs.readFileSync(file, 'utf8')).toContain(dir === 'shell' || dir === 'backoffice' ? path.join(work, dir) : path.join(releases, dir));
      fs.mkdirSync(path.join(work, 'nginx'), { recursive: true });
      if (hasNginx || process.env.CI) {
        const test = spawnSync('nginx', ['-t', '-e', 'stderr', '-c', file], { encoding: 'utf8' });
        expect(test.stderr).toContain('test is successful');
      }
    }
  });

  it("writes the API's upstream when API_UPSTREAMS names its processes, and none without (ADR 0064)", () => {
    expect(init().status).toBe(0);
    expect(fs.existsSync(path.join(conf, 'api.conf'))).toBe(false);
    expect(init({ ...operator, API_UPSTREAMS: '127.0.0.1:4001, 127.0.0.1:4002' }).status).toBe(0);
    const file = path.join(conf, 'api.conf');
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('server 127.0.0.1:4001 ');
    expect(text).toContain('server 127.0.0.1:4002 ');
    // The balance's event stream goes through as it is written, and stays open between heartbeats.
    expect(text).toContain('proxy_buffering off;');
    expect(text).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    fs.mkdirSync(path.join(work, 'nginx'), { recursive: true });
    if (hasNginx || process.env.CI) {
      const test = spawnSync('nginx', ['-t', '-e', 'stderr', '-c', file], { encoding: 'utf8' });
      expect(test.stderr).toContain('test is successful');
    }
  });
});
