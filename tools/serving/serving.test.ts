import crypto from 'node:crypto';
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

// One rule table, two servers: nginx (the images) and tools/serve.mjs (npm start, e2e) answer the
// same paths with the same status and headers. Needs Debian's nginx (.ci/run installs it).

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
type Servers = {
  nodeShell: string;
  nodeRemote: string;
  nodeHttps: string;
  nodeBackoffice: string;
  nodeMember: string;
  nginxShell?: string;
  nginxRemote?: string;
  nginxBackoffice?: string;
  nginxMember?: string;
};
type Started = { servers: Servers; csp: string; backofficeCsp: string; permissionsPolicy: string; conf?: string; brotli: boolean };

// Raw requests: the path goes out exactly as written (fetch would normalise `..` away).
function request(base: string, rawPath: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method, headers: { 'accept-encoding': '', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const nginx =
  ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file)) ??
  (spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() || null);
const hasNginx = nginx !== null;
if (!hasNginx && process.env.CI) throw new Error('nginx is missing in CI: .ci/run installs it (apt-get install nginx)');
if (!hasNginx) console.warn('tools/serving: nginx is not installed, the nginx comparison is skipped (CI runs it)');

const config = { apiUrl: 'http://127.0.0.1:4100', clientApi: 'https://member.example.com/api' };
const remotes = { mf_wallet: 'http://127.0.0.1:3103/mf-manifest.json', mf_games: 'https://games-cdn.example.com/v3/mf-manifest.json' };
const script = 'export const answer = 42;\n'.repeat(50);
// The shell's page with the two includes its build writes (ADR 0025).
const inlineScript = "window.early = 'กด';";
const shellPage = `<!doctype html><html lang="th"><head><title>x</title><script>${inlineScript}</script><!--# include virtual="/_prerender/head" --></head><body><!--# include virtual="/_prerender/body" -->${'<p>สวัสดี</p>'.repeat(40)}<div id="root"></div></body></html>`;
/** A staff remote's code: no member remote's server, nor the shell's, may ever answer it. */
const staffScript = 'export const staffOnly = "/api/staff/withdrawals";\n'.repeat(20);
/** The back office's page: no inline script at all. */
const backofficePage = `<!doctype html><html lang="th"><head><title>ระบบหลังบ้าน</title><script defer src="/main.0123456789.js"></script></head><body>${'<p>ระบบหลังบ้าน</p>'.repeat(40)}<div id="root"></div></body></html>`;
/** Routes composed per request: no validator, compressed on the fly. The landing's (ADR 0025), then member routes (ADR 0053). */
const composedRoutes = ['/', '/login', '/Login/', '/register?ref=abc', '/topup', '/Topup/?tab=qr', '/game/slot'];

/** A small built shell and a remote's release tree, as the build and brief C's publish write them. */
function fixtures(root: string) {
  const shell = path.join(root, 'shell');
  const runtime = path.join(root, 'runtime');
  const remote = path.join(root, 'remote');
  const write = (file: string, text: string | Buffer, compress = false) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    if (compress) {
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    }
  };
  write(path.join(shell, 'index.html'), shellPage, true);
  write(path.join(shell, 'main.0123abcdef.js'), script, true);
  write(path.join(shell, 'main.0123abcdef.js.map'), '{}');
  write(path.join(shell, 'mf-stats.json'), '{}');
  write(path.join(shell, 'remoteEntry.js'), script, true);
  write(path.join(shell, 'mf-manifest.json'), '{"name":"shell"}');
  write(path.join(shell, 'sw.js'), script, true);
  write(path.join(shell, 'assets', 'logo.0123456789.png'), Buffer.from([137, 80, 78, 71]));
  write(path.join(shell, 'robots.txt'), 'User-agent: *\n');
  write(path.join(shell, 'config.json'), '{"apiUrl":"http://built.invalid"}');
  write(path.join(runtime, 'config.json'), JSON.stringify(config));
  write(path.join(runtime, 'remotes.json'), JSON.stringify(remotes));
  // The release tool's live prerendered pieces (ADR 0025); register has none.
  for (const page of ['index', 'login']) {
    write(path.join(runtime, 'prerendered', 'mf-landing', `${page}.head.html`), `<link rel="stylesheet" href="http://127.0.0.1:3101/v1/${page}.css">\n`);
    write(path.join(runtime, 'prerendered', 'mf-landing', `${page}.body.html`), `<div id="prerendered" data-page="${page}"><h1>สยามเบท &lt;b&gt;</h1></div>\n`);
  }
  // The member routes' pieces (ADR 0053): /topup has its own, /game/:name none (the includes give nothing).
  write(
    path.join(runtime, 'prerendered', 'member', 'routes.json'),
    JSON.stringify([
      { key: 'topup', pattern: '^/topup/?$' },
      { key: 'game', pattern: '^/game/[^/]+/?$' },
    ]),
  );
  write(path.join(runtime, 'prerendered', 'member', 'topup.head.html'), '<link rel="preload" href="/main.0123abcdef.js" as="script">\n');
  write(path.join(runtime, 'prerendered', 'member', 'topup.body.html'), '<div id="member-frame" inert><h1>ฝากเงิน</h1></div>\n');
  // Its copies of the landing's stylesheets, served from the shell's origin (issue 21).
  write(path.join(runtime, 'prerendered', 'mf-landing', 'v1', 'page-index.0123456789.css'), 'h1{color:gold}', true);
  write(path.join(remote, '1.2.0', 'mf-manifest.json'), '{"name":"mf_wallet"}');
  write(path.join(remote, '1.2.0', 'remoteEntry.js'), script, true);
  write(path.join(remote, '1.2.0', 'wallet.89abcdef01.js'), script, true);
  write(path.join(remote, '1.2.0', 'wallet.89abcdef01.js.map'), '{}');
  // A staff remote's version beside the shell's runtime files, as in a publish root: never the shell's to serve.
  write(path.join(runtime, 'staff', 'mf-wallet', '1.0.0', 'remoteEntry.js'), staffScript, true);
  // The back office (ADR 0046): its build, its runtime files, and a publish root holding a member
  // remote's version beside the staff remote's and the release tool's own files.
  const backoffice = path.join(root, 'backoffice');
  const releases = path.join(root, 'releases');
  const backofficeRuntime = path.join(releases, 'backoffice');
  const staff = path.join(releases, 'staff');
  const member = path.join(releases, 'mf-wallet');
  write(path.join(backoffice, 'index.html'), backofficePage, true);
  write(path.join(backoffice, 'main.0123456789.js'), script, true);
  write(path.join(backoffice, 'main.0123456789.js.map'), '{}');
  write(path.join(backoffice, 'main.0123456789.css'), 'body{color:gold}', true);
  write(path.join(backoffice, 'mf-manifest.json'), '{"name":"backoffice"}');
  write(path.join(backofficeRuntime, 'config.json'), JSON.stringify({ apiUrl: 'https://api.example.com', siteTitle: 'สยามเบท' }));
  write(path.join(backofficeRuntime, 'remotes.json'), JSON.stringify({ remotes: {} }));
  for (const dir of [path.join(staff, 'mf-wallet', '1.0.0'), path.join(member, '1.2.0')]) {
    const text = dir.startsWith(staff) ? staffScript : script;
    write(path.join(dir, 'mf-manifest.json'), '{"name":"x"}');
    write(path.join(dir, 'remoteEntry.js'), text, true);
    write(path.join(dir, 'app.89abcdef01.js'), text, true);
    write(path.join(dir, 'app.89abcdef01.js.map'), '{}');
    write(path.join(dir, 'LICENSE'), 'MIT');
  }
  write(path.join(releases, 'registry.json'), '{"remotes":{}}');
  write(path.join(releases, 'preview-key.jwk'), '{"d":"secret"}');
  return { shell, runtime, remote, backoffice, backofficeRuntime, staff, member };
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serving-test-'));
const dirs = fixtures(root);

// The servers are ES modules with import.meta: they run in Node itself (as npm start runs them),
// in a child that prints their addresses and stops them when its stdin closes.
let child: ChildProcess;
let started: Started;

beforeAll(async () => {
  child = spawn(process.execPath, [path.join(__dirname, 'test-servers.mjs'), JSON.stringify([{ ...dirs, root }, hasNginx])], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  started = await new Promise<Started>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0] ?? '') as Started);
    });
    child.once('exit', (code) => reject(new Error(`serving harness exited (${code})`)));
  });
}, 30_000);

afterAll(async () => {
  const exited = new Promise((done) => child.once('exit', done));
  child.stdin?.end();
  await exited;
  fs.rmSync(root, { recursive: true, force: true });
});

const noCache = 'no-cache';
const noStore = 'no-store';
const immutable = 'public, max-age=31536000, immutable';
const js = 'text/javascript; charset=utf-8';

/** The shell's answers: [path, status, content-type, cache-control, is the page (CSP, no CORS)]. */
const shellPaths: [string, number, string?, string?, boolean?][] = [
  ['/', 200, 'text/html; charset=utf-8', noCache, true],
  ['/index.html', 200, 'text/html; charset=utf-8', noCache, true],
  ['/Sport/football', 200, 'text/html; charset=utf-8', noCache, true],
  ['/login', 200, 'text/html; charset=utf-8', noCache, true],
  ['/Login/', 200, 'text/html; charset=utf-8', noCache, true],
  ['/register?ref=abc', 200, 'text/html; charset=utf-8', noCache, true],
  ['/_prerender/body', 404],
  ['/_prerender/head', 404],
  ['/prerendered/v1/page-index.0123456789.css', 200, 'text/css; charset=utf-8', immutable],
  ['/prerendered/v1/missing.0123456789.css', 404],
  ['/prerendered/index.head.html', 404],
  ['/prerendered/v1/../index.head.html', 404],
  ['/prerendered/v1/..%2findex.head.html', 404],
  ['/prerendered/.source.json', 404],
  ['/wallet/deposit/', 200, 'text/html; charset=utf-8', noCache, true],
  ['/topup', 200, 'text/html; charset=utf-8', noCache, true],
  ['/Topup/?tab=qr', 200, 'text/html; charset=utf-8', noCache, true],
  ['/game/slot', 200, 'text/html; charset=utf-8', noCache, true],
  ['/prerendered/member/topup.head.html', 404],
  ['/prerendered/member/routes.json', 404],
  ['/main.0123abcdef.js', 200, js, immutable],
  ['/remoteEntry.js', 200, js, noCache],
  ['/mf-manifest.json', 200, 'application/json; charset=utf-8', noCache],
  ['/sw.js', 200, js, noCache],
  ['/config.json', 200, 'application/json; charset=utf-8', noStore],
  ['/remotes.json', 200, 'application/json; charset=utf-8', noStore],
  ['/assets/logo.0123456789.png', 200, 'image/png', immutable],
  ['/robots.txt', 200, 'text/plain; charset=utf-8', 'public, max-age=3600'],
  ['/missing.js', 404],
  ['/assets/missing.0123456789.css', 404],
  ['/main.0123abcdef.js.map', 404],
  ['/x.js.map', 404],
  ['/mf-stats.json', 404],
  ['/../etc/passwd', 400],
  ['/%2e%2e/%2e%2e/etc/passwd', 400],
  ['/assets/..%2f..%2f..%2fetc%2fpasswd', 400],
  ['/assets%2flogo.0123456789.png', 200, 'image/png', immutable],
  // A staff remote's files are not the shell's, whatever is beside its runtime files.
  ['/staff/mf-wallet/1.0.0/remoteEntry.js', 404],
  ['/remotes/mf-wallet/1.0.0/remoteEntry.js', 404],
  ['/staff/mf-wallet/1.0.0/', 200, 'text/html; charset=utf-8', noCache, true],
];

const remotePaths: [string, number, string?, string?][] = [
  ['/1.2.0/mf-manifest.json', 200, 'application/json; charset=utf-8', noCache],
  ['/1.2.0/remoteEntry.js', 200, js, noCache],
  ['/1.2.0/wallet.89abcdef01.js', 200, js, immutable],
  ['/1.2.0/wallet.89abcdef01.js.map', 404],
  ['/1.2.0/missing.0123456789.js', 404],
  ['/', 404],
  ['/deep/link', 404],
];

/** The back office's answers: [path, status, content-type, cache-control, is the page (its CSP, no framing)]. */
const backofficePaths: [string, number, string?, string?, boolean?][] = [
  ['/', 200, 'text/html; charset=utf-8', noCache, true],
  ['/index.html', 200, 'text/html; charset=utf-8', noCache, true],
  ['/withdrawals', 200, 'text/html; charset=utf-8', noCache, true],
  ['/members/0812345678', 200, 'text/html; charset=utf-8', noCache, true],
  // Nothing of the shell's prerendered landing here.
  ['/login', 200, 'text/html; charset=utf-8', noCache, true],
  ['/prerendered/v1/page-index.0123456789.css', 404],
  ['/main.0123456789.js', 200, js, immutable],
  ['/main.0123456789.css', 200, 'text/css; charset=utf-8', immutable],
  ['/main.0123456789.js.map', 404],
  ['/mf-manifest.json', 200, 'application/json; charset=utf-8', noCache],
  ['/config.json', 200, 'application/json; charset=utf-8', noStore],
  ['/remotes.json', 200, 'application/json; charset=utf-8', noStore],
  ['/remotes/mf-wallet/1.0.0/mf-manifest.json', 200, 'application/json; charset=utf-8', noCache],
  ['/remotes/mf-wallet/1.0.0/remoteEntry.js', 200, js, noCache],
  ['/remotes/mf-wallet/1.0.0/app.89abcdef01.js', 200, js, immutable],
  ['/remotes/mf-wallet%2f1.0.0%2fapp.89abcdef01.js', 200, js, immutable],
  ['/remotes/mf-wallet/1.0.0/app.89abcdef01.js.map', 404],
  ['/remotes/mf-wallet/1.0.0/missing.0123456789.js', 404],
  ['/remotes/mf-wallet/1.0.0/LICENSE', 404],
  ['/remotes/mf-wallet/1.0.0/', 404],
  ['/remotes/mf-wallet', 404],
  ['/remotes/', 404],
  // Nothing else of the publish root: the registry, the preview signing key, the member remote's versions.
  ['/remotes/../registry.json', 404],
  ['/remotes/%2e%2e/preview-key.jwk', 404],
  ['/remotes/mf-wallet/..%2f..%2fregistry.json', 404],
  ['/remotes/..%2f..%2fpreview-key.jwk', 400],
  ['/remotes/../mf-wallet/1.2.0/remoteEntry.js', 404],
  ['/registry.json', 404],
  ['/preview-key.jwk', 404],
  ['/staff/mf-wallet/1.0.0/remoteEntry.js', 404],
  ['/../releases/registry.json', 400],
];

/** A member remote's server, its root beside the staff versions in the publish root: it answers none of them. */
const memberPaths: [string, number][] = [
  ['/1.2.0/remoteEntry.js', 200],
  ['/staff/mf-wallet/1.0.0/remoteEntry.js', 404],
  ['/../staff/mf-wallet/1.0.0/remoteEntry.js', 400],
  ['/%2e%2e/staff/mf-wallet/1.0.0/remoteEntry.js', 400],
  ['/..%2fstaff%2fmf-wallet%2f1.0.0%2fremoteEntry.js', 400],
  ['/1.2.0/../../staff/mf-wallet/1.0.0/remoteEntry.js', 400],
  ['/1.2.0/..%2f..%2fstaff%2fmf-wallet%2f1.0.0%2fremoteEntry.js', 400],
  ['/1.2.0/%2e%2e/%2e%2e/staff/mf-wallet/1.0.0/app.89abcdef01.js', 400],
  ['/remotes/mf-wallet/1.0.0/remoteEntry.js', 404],
  ['/../preview-key.jwk', 400],
];

/** An answer's body as text, whichever encoding the server chose. */
function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString();
  return answer.body.toString();
}

/** Only the headers the rules decide (nginx adds Server, Date, Connection, Accept-Ranges). */
const ruled = [
  'content-type',
  'cache-control',
  'content-encoding',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'access-control-allow-origin',
  'cross-origin-resource-policy',
  'x-frame-options',
  'vary',
  'strict-transport-security',
  'service-worker-allowed',
];
const pick = (answer: Answer): Record<string, unknown> => ({
  status: answer.status,
  ...(answer.status === 200 || answer.status === 304 ? Object.fromEntries(ruled.map((name) => [name, answer.headers[name]])) : {}),
  // A 404 is kept by nobody (a hashed name answered 404 before its file arrives must not stick).
  ...(answer.status === 404 ? { 'cache-control': answer.headers['cache-control'] } : {}),
  etag: answer.status === 200 ? typeof answer.headers.etag : undefined,
  lastModified: answer.status === 200 ? typeof answer.headers['last-modified'] : undefined,
});

describe('tools/serve.mjs follows the serving rules', () => {
  // Rows padded to one length: jest passes `done` to a test with more parameters than its row has.
  it.each(shellPaths.map(([p, st, t, c, page]) => [p, st, t ?? '', c ?? '', page ?? false] as const))(
    'shell %s → %i',
    async (urlPath, status, type, cache, page) => {
      const answer = await request(started.servers.nodeShell, urlPath);
      expect(answer.status).toBe(status);
      if (status === 404) expect(answer.headers['cache-control']).toBe(noStore);
      if (status !== 200) return;
      expect(answer.headers['content-type']).toBe(type);
      expect(answer.headers['cache-control']).toBe(cache);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy']).toBe(started.permissionsPolicy);
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      if (composedRoutes.includes(urlPath) || cache === noStore) expect(answer.headers.etag).toBeUndefined();
      else expect(answer.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      if (page) {
        expect(answer.headers['content-security-policy']).toBe(started.csp);
        // The page's one inline script is allowed by its hash, and no other inline code.
        expect(answer.headers['content-security-policy']).toContain(`'sha256-${crypto.createHash('sha256').update(inlineScript).digest('base64')}'`);
        expect(answer.headers['content-security-policy']).not.toContain('unsafe-inline');
        expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(answer.headers['x-frame-options']).toBe('DENY');
        expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      } else {
        expect(answer.headers['content-security-policy']).toBeUndefined();
        expect(answer.headers['access-control-allow-origin']).toBe('*');
      }
    },
  );

  it.each(remotePaths.map(([p, st, t, c]) => [p, st, t ?? '', c ?? ''] as const))('remote release tree %s → %i', async (urlPath, status, type, cache) => {
    const answer = await request(started.servers.nodeRemote, urlPath);
    expect(answer.status).toBe(status);
    if (status === 404) expect(answer.headers['cache-control']).toBe(noStore);
    if (status !== 200) return;
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['cache-control']).toBe(cache);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });

  it.each(backofficePaths.map(([p, st, t, c, page]) => [p, st, t ?? '', c ?? '', page ?? false] as const))(
    'back office %s → %i',
    async (urlPath, status, type, cache, page) => {
      const answer = await request(started.servers.nodeBackoffice, urlPath);
      expect(answer.status).toBe(status);
      // Same-origin files only: no CORS header on any answer.
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      if (status === 404) expect(answer.headers['cache-control']).toBe(noStore);
      if (status !== 200) return;
      expect(answer.headers['content-type']).toBe(type);
      expect(answer.headers['cache-control']).toBe(cache);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      if (page) {
        const csp = String(answer.headers['content-security-policy']);
        expect(csp).toBe(started.backofficeCsp);
        expect(csp).toContain("script-src 'self';");
        expect(csp).toContain("style-src 'self';");
        expect(csp).toContain("img-src 'self' data: https://api.example.com;");
        expect(csp).toContain("connect-src 'self' https://api.example.com;");
        for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) expect(csp).toContain(directive);
        expect(csp).not.toMatch(/unsafe-|sha256-|http:\/\/|\*/);
        expect(answer.headers['x-frame-options']).toBe('DENY');
        expect(answer.body.toString()).toContain('ระบบหลังบ้าน');
      } else {
        expect(answer.headers['content-security-policy']).toBeUndefined();
      }
    },
  );

  it.each(memberPaths)("a member remote's server answers %s with %i, never a staff file", async (urlPath, status) => {
    const answer = await request(started.servers.nodeMember, urlPath);
    expect(answer.status).toBe(status);
    expect(answer.body.toString()).not.toContain('staffOnly');
  });

  it("never answers a staff remote's file from the shell's runtime folder", async () => {
    for (const urlPath of [
      '/staff/mf-wallet/1.0.0/remoteEntry.js',
      '/remotes/mf-wallet/1.0.0/remoteEntry.js',
      '/../staff/mf-wallet/1.0.0/remoteEntry.js',
      '/%2e%2e/runtime/staff/mf-wallet/1.0.0/remoteEntry.js',
    ]) {
      expect((await request(started.servers.nodeShell, urlPath)).body.toString()).not.toContain('staffOnly');
    }
  });

  it('serves the runtime config.json, not the one built into dist', async () => {
    expect(JSON.parse((await request(started.servers.nodeShell, '/config.json')).body.toString())).toEqual(config);
  });

  it('gzips the runtime files on the fly when the client accepts it (every start reads remotes.json), again after a rewrite', async () => {
    const file = path.join(dirs.runtime, 'remotes.json');
    const before = fs.readFileSync(file, 'utf8');
    try {
      for (const text of [before, JSON.stringify({ ...remotes, mf_account: `http://127.0.0.1:3104/${'v'.repeat(2_000)}/mf-manifest.json` })]) {
        fs.writeFileSync(file, text);
        const zipped = await request(started.servers.nodeShell, '/remotes.json', { 'accept-encoding': 'gzip, deflate, br' });
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(zipped.body).toString()).toBe(text);
        expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
        const plain = await request(started.servers.nodeShell, '/remotes.json');
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.toString()).toBe(text);
      }
    } finally {
      fs.writeFileSync(file, before);
    }
  });

  it('sends the precompressed file the client accepts, brotli first, and the plain one otherwise', async () => {
    const br = await request(started.servers.nodeShell, '/main.0123abcdef.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    const gzip = await request(started.servers.nodeShell, '/main.0123abcdef.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await request(started.servers.nodeShell, '/main.0123abcdef.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('answers a revalidation of an unchanged entry file with 304 (ETag or date), and HEAD without a body', async () => {
    for (const urlPath of ['/index.html', '/Sport/football', '/remoteEntry.js', '/mf-manifest.json']) {
      const first = await request(started.servers.nodeShell, urlPath);
      expect((await request(started.servers.nodeShell, urlPath, { 'if-none-match': String(first.headers.etag) })).status).toBe(304);
      expect((await request(started.servers.nodeShell, urlPath, { 'if-modified-since': String(first.headers['last-modified']) })).status).toBe(304);
      expect((await request(started.servers.nodeShell, urlPath, { 'if-none-match': '"0-0"' })).status).toBe(200);
    }
    const head = await request(started.servers.nodeShell, '/remoteEntry.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(script.length));
    expect(head.body.length).toBe(0);
  });

  it("composes the landing's live prerendered page into the routes that have one, and nothing elsewhere", async () => {
    const page = async (urlPath: string) => (await request(started.servers.nodeShell, urlPath)).body.toString();
    expect(await page('/')).toContain(
      `<head><title>x</title><script>${inlineScript}</script><link rel="stylesheet" href="http://127.0.0.1:3101/v1/index.css">`,
    );
    expect(await page('/')).toContain('<body><div id="prerendered" data-page="index"><h1>สยามเบท &lt;b&gt;</h1></div>');
    expect(await page('/Login/')).toContain('data-page="login"');
    // A prerendered route without pieces (none written for register here): the includes give nothing.
    expect(await page('/register?ref=abc')).not.toContain('prerendered');
    expect(await page('/register?ref=abc')).not.toContain('<!--#');
    // Other routes are the page as built: its includes stay comments the browser ignores.
    for (const urlPath of ['/Sport/football', '/index.html']) expect(await page(urlPath)).not.toContain('prerendered');
    const zipped = await request(started.servers.nodeShell, '/', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(zipped.body).toString()).toContain('data-page="index"');
  });

  it("composes a member route's frame and preloads into its page (ADR 0053)", async () => {
    const page = async (urlPath: string) => (await request(started.servers.nodeShell, urlPath)).body.toString();
    for (const urlPath of ['/topup', '/TOPUP/', '/Topup/?tab=qr']) {
      const html = await page(urlPath);
      expect(html).toContain(`<head><title>x</title><script>${inlineScript}</script><link rel="preload" href="/main.0123abcdef.js" as="script">\n</head>`);
      expect(html).toContain('<body><div id="member-frame" inert><h1>ฝากเงิน</h1></div>\n');
    }
    // A member route without pieces of its own: its includes give nothing.
    expect(await page('/game/slot')).toContain(`<title>x</title><script>`);
    expect(await page('/game/slot')).not.toMatch(/member-frame|<!--#/);
    // Not a member route (another path, deeper than the route): the page as built.
    for (const urlPath of ['/topup/more', '/wallet/deposit/']) expect(await page(urlPath)).toContain('<!--# include virtual="/_prerender/head" -->');
  });

  it('answers a prerendered form posted with scripts off with the Thai page asking for them, not an error', async () => {
    const form = 'username=0812345678&password=secret-1';
    for (const urlPath of ['/login', '/Register/', '/']) {
      const answer = await request(started.servers.nodeShell, urlPath, { 'content-type': 'application/x-www-form-urlencoded' }, 'POST', form);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-security-policy']).toBe(started.csp);
      expect(answer.body.toString()).toContain('กรุณาเปิดใช้งาน JavaScript');
      expect(answer.body.toString()).not.toContain('secret-1');
    }
    // Elsewhere a POST is still refused.
    expect((await request(started.servers.nodeShell, '/wallet', {}, 'POST', 'x=1')).status).toBe(405);
  });

  it('adds Strict-Transport-Security only when told the site is served over https', async () => {
    expect((await request(started.servers.nodeHttps, '/')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // A proxy header alone proves nothing: it is not trusted.
    expect((await request(started.servers.nodeShell, '/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
  });
});

(hasNginx ? describe : describe.skip)('nginx answers like tools/serve.mjs (one rule table)', () => {
  it('generates a configuration nginx -t accepts, brotli included when Debian has the module', () => {
    const work = path.join(root, 'nginx-t');
    fs.mkdirSync(work, { recursive: true });
    const conf = path.join(work, 'nginx.conf');
    fs.writeFileSync(conf, started.conf ?? '');
    expect(() =>
      execFileSync(nginx ?? 'nginx', ['-t', '-q', '-p', `${work}/`, '-e', path.join(work, 'error.log'), '-c', conf], { stdio: 'pipe' }),
    ).not.toThrow();
    expect(started.conf).toContain('Strict-Transport-Security');
    expect(started.conf?.includes('brotli_static on;')).toBe(started.brotli);
  });

  const encodings = ['', 'gzip', 'gzip, deflate, br'];
  const cases = [
    ...shellPaths.flatMap(([urlPath]) => encodings.map((encoding) => ['shell', urlPath, encoding] as const)),
    ...remotePaths.flatMap(([urlPath]) => encodings.map((encoding) => ['remote', urlPath, encoding] as const)),
    ...backofficePaths.flatMap(([urlPath]) => encodings.map((encoding) => ['backoffice', urlPath, encoding] as const)),
    ...memberPaths.flatMap(([urlPath]) => encodings.map((encoding) => ['member', urlPath, encoding] as const)),
  ];
  const pairs: Record<(typeof cases)[number][0], () => [string, string]> = {
    shell: () => [started.servers.nodeShell, started.servers.nginxShell!],
    remote: () => [started.servers.nodeRemote, started.servers.nginxRemote!],
    backoffice: () => [started.servers.nodeBackoffice, started.servers.nginxBackoffice!],
    member: () => [started.servers.nodeMember, started.servers.nginxMember!],
  };

  it.each(cases)('%s %s (Accept-Encoding: %s)', async (app, urlPath, encoding) => {
    const [node, proxy] = pairs[app]();
    const headers = { 'accept-encoding': encoding };
    const expected = pick(await request(node, urlPath, headers));
    if (!started.brotli && expected['content-encoding'] === 'br') return; // recorded in ADR 0020
    expect(pick(await request(proxy, urlPath, headers))).toEqual(expected);
    expect(pick(await request(proxy, urlPath, headers, 'HEAD'))).toEqual(pick(await request(node, urlPath, headers, 'HEAD')));
    if (app === 'backoffice' || app === 'member') {
      const answer = await request(proxy, urlPath, headers);
      if (app === 'backoffice') expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      if (app === 'member') expect(decoded(answer)).not.toContain('staffOnly');
    }
  });

  it('sends brotli to every request on one kept-alive connection, whatever came before it (ADR 0020)', async () => {
    if (!started.brotli) return;
    const { hostname, port } = new URL(started.servers.nginxShell!);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const encodings: string[] = [];
    const sockets = new Set<unknown>();
    try {
      // A browser's order: deep links (the shell's page behind them), then its files. With
      // disable_symlinks on, the file after a long deep link came as gzip.
      for (const urlPath of ['/Sport/football', '/main.0123abcdef.js', '/Sport/footballxxxxxxxx', '/sw.js', '/index.html', '/remoteEntry.js'].flatMap((p) => [
        p,
        p,
      ])) {
        encodings.push(
          await new Promise<string>((resolve, reject) => {
            const req = http.get({ host: hostname, port, path: urlPath, agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
              sockets.add(res.socket);
              res.resume();
              res.on('end', () => resolve(`${urlPath} ${String(res.headers['content-encoding'])}`));
            });
            req.on('error', reject);
          }),
        );
      }
    } finally {
      agent.destroy();
    }
    expect(sockets.size).toBe(1);
    expect(encodings.filter((line) => !line.endsWith(' br'))).toEqual([]);
  });

  it.each(['/login', '/Register/', '/wallet', '/topup'])(
    'POST %s with a form: the same answer on both (the scripts-off page on prerendered routes)',
    async (urlPath) => {
      const post = async (server: string) => {
        const answer = await request(server, urlPath, { 'content-type': 'application/x-www-form-urlencoded' }, 'POST', 'username=0812345678&password=secret-1');
        // A refusal's body and headers are each server's own; the scripts-off page is the same.
        return answer.status === 200
          ? { status: answer.status, type: answer.headers['content-type'], csp: answer.headers['content-security-policy'], page: answer.body.toString() }
          : { status: answer.status };
      };
      expect(await post(started.servers.nginxShell!)).toEqual(await post(started.servers.nodeShell));
    },
  );

  // Issue 39: nginx's range filter turned a 200 into a 416 after its headers were set, so an
  // unsatisfiable range kept the file's year-long cache rule. No refusal may be kept by a cache.
  it.each(['shell', 'remote', 'backoffice'] as const)(
    '%s: no refusal of a hashed file carries its cache rule (ranges, preconditions, methods), on both',
    async (app) => {
      const file = { shell: '/main.0123abcdef.js', remote: '/1.2.0/wallet.89abcdef01.js', backoffice: '/remotes/mf-wallet/1.0.0/app.89abcdef01.js' }[app];
      const asks: [Record<string, string>, string][] = [
        [{ range: 'bytes=99999999-' }, 'GET'],
        [{ range: 'bytes=0-3' }, 'GET'],
        [{ range: 'bytes=5-2' }, 'GET'],
        [{ 'if-match': '"not-this-one"' }, 'GET'],
        [{ 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' }, 'GET'],
        [{}, 'POST'],
        [{}, 'DELETE'],
      ];
      for (const server of pairs[app]()) {
        for (const [headers, method] of asks) {
          // One connection each: nginx closes a kept-alive connection after some refusals.
          const answer = await request(server, file, { ...headers, connection: 'close' }, method);
          const seen = `${server} ${method} ${JSON.stringify(headers)} → ${answer.status} ${String(answer.headers['cache-control'])}`;
          if (answer.status >= 400) expect(seen).toMatch(/→ \d+ (no-store|undefined)$/);
          else expect(seen).toMatch(/→ 200 public, max-age=31536000, immutable$/);
        }
      }
    },
  );

  it.each([...composedRoutes, '/Sport/football', '/index.html'])('%s: the same page on both, pieces included or not', async (urlPath) => {
    const body = async (server: string) => (await request(server, urlPath)).body.toString();
    expect(await body(started.servers.nginxShell!)).toBe(await body(started.servers.nodeShell));
  });

  it('a remotes.json rewritten in the same second with the same length (a quick rollback) reaches a browser revalidating it, on both', async () => {
    const file = path.join(dirs.runtime, 'remotes.json');
    const before = fs.readFileSync(file, 'utf8');
    try {
      for (const server of [started.servers.nginxShell!, started.servers.nodeShell]) {
        const first = await request(server, '/remotes.json');
        expect(first.headers.etag).toBeUndefined();
        expect(first.headers['cache-control']).toBe('no-store');
        const stat = fs.statSync(file);
        const changed = first.body.toString().replace(/.$/s, ' ');
        expect(changed.length).toBe(stat.size);
        fs.writeFileSync(file, changed);
        fs.utimesSync(file, stat.atime, stat.mtime);
        const again = await request(server, '/remotes.json', { 'if-modified-since': String(first.headers['last-modified']) });
        expect(again.status).toBe(200);
        expect(again.body.toString()).toBe(changed);
        fs.writeFileSync(file, before);
      }
    } finally {
      fs.writeFileSync(file, before);
    }
  });

  it.each(['/index.html', '/Sport/football', '/remoteEntry.js', '/mf-manifest.json', '/main.0123abcdef.js'])(
    'revalidating %s with its ETag or date answers 304 on both',
    async (urlPath) => {
      for (const server of [started.servers.nginxShell!, started.servers.nodeShell]) {
        const first = await request(server!, urlPath);
        expect((await request(server!, urlPath, { 'if-none-match': String(first.headers.etag) })).status).toBe(304);
        expect((await request(server!, urlPath, { 'if-modified-since': String(first.headers['last-modified']) })).status).toBe(304);
      }
    },
  );
});
