// The running site: which app is served from which port, and how to bring it all up. Used by
// `npm start` and by the end-to-end tests, so both run exactly the same topology.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBrandRefresher } from './release/brand.mjs';
import { staffLayout } from './release/state.mjs';
import { startStaticServer } from './serve.mjs';
import { startNginxServer } from './serving/nginx.mjs';
import { webAppManifest } from './serving/rules.mjs';
import appList from './apps.cjs';

const { appsOf, staffSourcesOf } = appList;

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {import('./apps.cjs').App} App */

/**
 * The variables the stack reads (process.env or a stand-in for it).
 * @typedef {Record<string, string | undefined>} Env
 */

/**
 * The running site as resolveStack() describes it.
 * @typedef {ReturnType<typeof resolveStack>} Stack
 */

/**
 * A running server of the stack, as startStaticServer and startNginxServer answer.
 * @typedef {{ port: number, url: string, close: () => Promise<void> }} RunningServer
 */

/**
 * The bundled API while it runs.
 * @typedef {{ stop: () => Promise<void> }} RunningApi
 */

/**
 * Every front-end app: its folder, federation name, default port and the env vars that move it
 * (the shell first), as the folders declare them (tools/apps.cjs).
 * @type {App[]}
 */
export const apps = appsOf(repoRoot);

/** The staff back office (issue 35, ADR 0046): a host of its own, on its own origin (3005 under npm start). */
export const backofficeApp = { dir: 'backoffice', name: 'backoffice', defaultPort: 3005, portVar: 'BACKOFFICE_PORT' };

/**
 * A staff container (ADR 0046): the second federation container a team builds from its package
 * (`source`, into dist-staff/), released as `release` (`node tools/release/cli.mjs release
 * mf-wallet-staff`) into RELEASES_DIR/<dir>/, and served by the back office alone, under
 * /remotes/<source>/.
 * @typedef {{ name: string, release: string, source: string, dir: string }} StaffApp
 */

/** @type {StaffApp[]} */
export const staffApps = staffSourcesOf(repoRoot).map((staff) => ({ ...staff, dir: `${staffLayout.versions}/${staff.source}` }));

/** @param {string | undefined} value */
const list = (value) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * API_CAPABILITIES: `all`, `none`, or capability names (the shell ignores names it does not know).
 * @param {string} value
 * @returns {'all' | string[]}
 */
function capabilitiesOf(value) {
  const trimmed = value.trim();
  if (trimmed === 'all') return 'all';
  return trimmed === 'none' ? [] : list(trimmed);
}

/**
 * https, or http on this machine only (127.x, ::1, localhost), and no credentials: what a remote may be loaded from.
 * @param {string} raw
 */
export function isSafeRemoteUrl(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  const loopback = url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
  return (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) && !url.username && !url.password;
}

// A remote's code runs with the member's session: plain http anywhere but this machine would let
// anyone on the way replace it.
// Empty counts as unset (docker-compose passes `${VAR:-}` as an empty string).
/**
 * @param {Env} env
 * @param {string} name
 */
function safeRemoteUrl(env, name) {
  const value = env[name] || undefined;
  if (value !== undefined && !isSafeRemoteUrl(value)) throw new Error(`[tools] E8 ${name} must be an https URL (http only on loopback), got "${value}"`);
  return value;
}

/**
 * Reads the operator's environment. A remote whose MF_*_URL is set is used from there (its
 * manifest URL) and not served locally; API_URL set means the bundled reference API is not started.
 * A locally served remote is reached at MF_*_ORIGIN and the shell at SITE_URL when the public
 * addresses differ from the ports here (a container, a proxy or CDN in front).
 * @param {Env} [env]
 */
export function resolveStack(env = process.env) {
  const host = env.HOST ?? '127.0.0.1';
  const publicHost = env.PUBLIC_HOST ?? (host === '0.0.0.0' ? '127.0.0.1' : host);
  const served = apps.map((app) => {
    const port = Number(env[app.portVar] ?? app.defaultPort);
    const external = app.urlVar ? safeRemoteUrl(env, app.urlVar) : undefined;
    const origin = ((app.originVar && safeRemoteUrl(env, app.originVar)) ?? `http://${publicHost}:${port}`).replace(/\/+$/, '');
    return { ...app, port, origin, manifest: external ?? `${origin}/mf-manifest.json`, local: !external };
  });
  // apps[0], never missing.
  const shell = /** @type {(typeof served)[number]} */ (served[0]);
  const apiPort = Number(env.API_PORT ?? 4000);
  const apiUrl = (env.API_URL ?? `http://${publicHost}:${apiPort}`).replace(/\/+$/, '');
  const shellUrl = (safeRemoteUrl(env, 'SITE_URL') ?? `http://${publicHost === '127.0.0.1' ? 'localhost' : publicHost}:${shell.port}`).replace(/\/+$/, '');
  // The back office: its public URL (BACKOFFICE_URL; BACKOFFICE_ORIGIN says the same), the only
  // origins the API lets call its staff routes (with the loopback forms of its port, and
  // BACKOFFICE_ORIGINS), its runtime files and its staff remotes' versions in the publish root.
  const releasesDir = path.resolve(env.RELEASES_DIR ?? path.join(repoRoot, '.releases'));
  const backofficePort = Number(env[backofficeApp.portVar] ?? backofficeApp.defaultPort);
  const backofficeUrl = (
    safeRemoteUrl(env, 'BACKOFFICE_URL') ??
    safeRemoteUrl(env, 'BACKOFFICE_ORIGIN') ??
    `http://${publicHost === '127.0.0.1' ? 'localhost' : publicHost}:${backofficePort}`
  ).replace(/\/+$/, '');
  const backoffice = {
    ...backofficeApp,
    port: backofficePort,
    url: backofficeUrl,
    origins: [
      ...new Set([new URL(backofficeUrl).origin, `http://localhost:${backofficePort}`, `http://127.0.0.1:${backofficePort}`, ...list(env.BACKOFFICE_ORIGINS)]),
    ],
    runtimeDir: path.join(releasesDir, staffLayout.runtime),
    staffDir: path.join(releasesDir, staffLayout.versions),
  };
  // LINE Login: a real channel when LINE_CHANNEL_ID is set; with the bundled API, its local test
  // double stands in for LINE (no outside network here); otherwise LINE is not offered.
  // API_KIND=spec: the bundled API is the spec-only one (tools/spec-api, ADR 0029), which has no LINE.
  /** @type {'spec' | 'reference'} */
  const apiKind = env.API_KIND === 'spec' ? 'spec' : 'reference';
  const lineDouble = !env.API_URL && !env.LINE_CHANNEL_ID && env.LINE_DOUBLE !== '0' && apiKind === 'reference';
  const line = env.LINE_CHANNEL_ID
    ? {
        channelId: env.LINE_CHANNEL_ID,
        callbackUrl: env.LINE_CALLBACK_URL || `${shellUrl}/Line/Callback`,
        authorizeUrl: env.LINE_AUTHORIZE_URL || 'https://access.line.me/oauth2/v2.1/authorize',
      }
    : lineDouble
      ? { channelId: 'local-double', callbackUrl: `${shellUrl}/Line/Callback`, authorizeUrl: `${apiUrl}/api/dev/line/authorize` }
      : null;
  return {
    host,
    lineDouble,
    // The publish root of the release tool (ADR 0021): each local remote is served from its folder here.
    releasesDir,
    apps: served,
    shellUrl,
    backoffice,
    api: {
      url: apiUrl,
      port: apiPort,
      local: !env.API_URL,
      kind: apiKind,
      shapes: /** @type {'alternate' | 'plain'} */ (env.SPEC_API_SHAPES === 'alternate' ? 'alternate' : 'plain'),
    },
    config: {
      apiUrl,
      siteTitle: env.SITE_TITLE ?? 'สยามเบท',
      gameOrigins: list(env.GAME_ORIGINS ?? new URL(apiUrl).origin),
      line,
      tradingLogin: /** @type {'get' | 'post'} */ (env.TRADING_LOGIN === 'get' ? 'get' : 'post'),
      // The earlier member service (spec's client_api): off unless named; the shell checks the URL.
      ...(env.CLIENT_API_URL ? { clientApi: env.CLIENT_API_URL } : {}),
      // What the API offers beyond section 7 (ADR 0029): unset, the site asks the API.
      ...(env.API_CAPABILITIES ? { capabilities: capabilitiesOf(env.API_CAPABILITIES) } : {}),
    },
    remotes: Object.fromEntries(served.filter((app) => app.name !== 'shell').map((app) => [app.name, app.manifest])),
    siteOrigins: [...new Set([new URL(shellUrl).origin, `http://localhost:${shell.port}`, `http://127.0.0.1:${shell.port}`, ...list(env.SITE_ORIGINS)])],
  };
}

/**
 * Writes config.json, the web app manifest (named after the site title) and (unless remotes is false: the release registry generates it) a plain
 * remotes.json for the shell server to hand out; and the back office's config.json in its own
 * runtime folder (its remotes.json is the release registry's, ADR 0046).
 * @param {Pick<Stack, 'config' | 'remotes'> & Partial<Pick<Stack, 'backoffice'>>} stack
 * @param {string} runtimeDir
 * @param {{ remotes?: boolean }} [options]
 */
export function writeRuntimeFiles(stack, runtimeDir, { remotes = true } = {}) {
  fs.mkdirSync(runtimeDir, { recursive: true });
  fs.writeFileSync(path.join(runtimeDir, 'config.json'), `${JSON.stringify(stack.config, null, 2)}\n`);
  fs.writeFileSync(path.join(runtimeDir, 'manifest.webmanifest'), `${JSON.stringify(webAppManifest(stack.config), null, 2)}\n`);
  if (remotes) fs.writeFileSync(path.join(runtimeDir, 'remotes.json'), `${JSON.stringify(stack.remotes, null, 2)}\n`);
  if (stack.backoffice) writeBackofficeConfig(stack.config, stack.backoffice.runtimeDir);
}

/**
 * The back office's config.json: the API it calls and the site's name, nothing else (it loads no
 * game, no member service, no LINE).
 * @param {{ apiUrl: string, siteTitle: string }} config
 * @param {string} runtimeDir
 */
export function writeBackofficeConfig({ apiUrl, siteTitle }, runtimeDir) {
  fs.mkdirSync(runtimeDir, { recursive: true });
  const file = path.join(runtimeDir, 'config.json');
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify({ apiUrl, siteTitle }, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 */
async function waitForHealth(url, child, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`[tools] E2 the API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`[tools] E3 the API did not answer at ${url}/health within ${timeoutMs} ms`);
}

const loopbackHosts = ['127.0.0.1', 'localhost', '::1'];

/**
 * The demo's extra API environment for `npm start` / `npm run dev` (the e2e stack sets its own):
 * slips are checked by the demo bank (API_SLIP_VERIFIER=demo, unless API_SLIP_VERIFIER is set),
 * and a PromptPay deposit turns credited by itself after DEMO_AUTO_CREDIT_SECONDS (default 5,
 * 0 = off). Only on loopback: the API refuses to start with either on any other address.
 * @param {Pick<Stack, 'host'>} stack
 * @param {Env} [env]
 * @returns {Record<string, string>}
 */
export function demoApiEnv(stack, env = process.env) {
  if (!loopbackHosts.includes(stack.host)) return {};
  const seconds = env.DEMO_AUTO_CREDIT_SECONDS ?? '5';
  return {
    ...(env.API_SLIP_VERIFIER === undefined ? { API_SLIP_VERIFIER: 'demo' } : {}),
    ...(seconds === '0' ? {} : { API_DEMO_AUTO_CREDIT_SECONDS: seconds }),
  };
}

/**
 * Starts what `npm start` and `npm run dev` serve: the bundled API (unless API_URL is set), with
 * the demo's environment, and the apps. When an app cannot start (a port in use), the API is
 * stopped again and the process ends with the reason, so nothing is left running.
 * @param {Stack} stack
 * @param {string} runtimeDir
 * @param {string[]} [extraConnect]
 */
export async function startStack(stack, runtimeDir, extraConnect = []) {
  const api = !stack.api.local ? null : stack.api.kind === 'spec' ? await startSpecApiFor(stack) : await startApi(stack, demoApiEnv(stack));
  try {
    return { api, servers: await startApps(stack, runtimeDir, extraConnect) };
  } catch (error) {
    await api?.stop();
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}

/**
 * The spec-only API (API_KIND=spec), in this process: same port, same demo member, the site's origins.
 * @param {Stack} stack
 * @returns {Promise<RunningApi>}
 */
async function startSpecApiFor(stack) {
  const { startSpecApi } = await import('./spec-api/server.mjs');
  const api = await startSpecApi({
    port: stack.api.port,
    host: stack.host,
    publicUrl: stack.api.url,
    allowedOrigins: stack.siteOrigins,
    shapes: stack.api.shapes,
    log: (line) => console.error(line),
  }).catch((error) => {
    console.error(
      /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'
        ? `[tools] E7 port ${stack.api.port} (the spec-only API) is already in use: stop what holds it, or set API_PORT`
        : /** @type {Error} */ (error).message,
    );
    process.exit(1);
  });
  return { stop: () => api.close() };
}

/**
 * Starts the reference API as a child process and waits until it answers. Its staff routes answer
 * the back office's origins alone (API_BACKOFFICE_ORIGINS).
 * @param {Pick<Stack, 'api' | 'host' | 'siteOrigins' | 'lineDouble'> & Partial<Pick<Stack, 'backoffice'>>} stack
 * @param {Record<string, string>} [extraEnv]
 * @returns {Promise<RunningApi>}
 */
export async function startApi(stack, extraEnv = {}) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
    cwd: path.join(repoRoot, 'api'),
    env: {
      ...process.env,
      API_PORT: String(stack.api.port),
      API_HOST: stack.host,
      API_PUBLIC_URL: stack.api.url,
      API_ALLOWED_ORIGINS: stack.siteOrigins.join(','),
      ...(stack.backoffice ? { API_BACKOFFICE_ORIGINS: stack.backoffice.origins.join(',') } : {}),
      API_LINE_DOUBLE: stack.lineDouble ? '1' : '0',
      API_DEV_SMS: '1',
      // The demo members whose credentials npm start prints; the e2e suite signs in as them.
      API_SEED_DEMO: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(stack.api.url, child);
  return {
    stop: () =>
      /** @type {Promise<void>} */ (new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM'))))),
  };
}

/**
 * Serves every local app from its own port: the shell's dist/ with the runtime files, each remote
 * from its publish folder `<releasesDir>/<app>/` (its versions; see tools/release/stack.mjs), and
 * the back office's dist/ with its runtime files and its staff remotes' versions (ADR 0046).
 * extraConnect: more connect-src sources for the shell's CSP (`npm run dev`'s reload socket).
 * server 'nginx' (SERVER=nginx) serves every app with nginx (tools/serving/nginx.mjs) instead of
 * tools/serve.mjs; both follow tools/serving/rules.mjs.
 * @param {Stack} stack
 * @param {string} runtimeDir
 * @param {string[]} [extraConnect]
 * @param {string} [server]
 */
export async function startApps(stack, runtimeDir, extraConnect = [], server = process.env.SERVER) {
  /** @type {Record<string, { close: () => Promise<void> }>} */
  const servers = {};
  const startServer = server === 'nginx' ? startNginxServer : startStaticServer;
  try {
    for (const app of stack.apps.filter((a) => a.local)) {
      const root = app.name === 'shell' ? path.join(repoRoot, app.dir, 'dist') : path.join(stack.releasesDir, app.dir);
      if (!fs.existsSync(app.name === 'shell' ? path.join(root, 'index.html') : root)) {
        throw new Error(`[tools] E4 ${app.dir} is not built (run npm run build)`);
      }
      servers[app.name] = await startServer({
        dir: root,
        port: app.port,
        host: stack.host,
        spa: app.name === 'shell',
        runtimeDir: app.name === 'shell' ? runtimeDir : undefined,
        extraConnect: app.name === 'shell' ? extraConnect : [],
      }).catch((error) => {
        throw /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'
          ? new Error(`[tools] E7 port ${app.port} (${app.dir}) is already in use: stop what holds it, or set ${app.portVar}`)
          : error;
      });
    }
    // The back office (ADR 0046): its build, its runtime files, its staff remotes' versions under /remotes/.
    const root = path.join(repoRoot, backofficeApp.dir, 'dist');
    if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`[tools] E4 ${backofficeApp.dir} is not built (run npm run build)`);
    fs.mkdirSync(stack.backoffice.staffDir, { recursive: true });
    servers.backoffice = await startServer({
      dir: root,
      port: stack.backoffice.port,
      host: stack.host,
      spa: true,
      runtimeDir: stack.backoffice.runtimeDir,
      backoffice: { staffDir: stack.backoffice.staffDir },
    }).catch((error) => {
      throw /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'
        ? new Error(`[tools] E7 port ${stack.backoffice.port} (${backofficeApp.dir}) is already in use: stop what holds it, or set ${backofficeApp.portVar}`)
        : error;
    });
  } catch (error) {
    // Leave nothing half up: the servers already listening are closed before the error goes on.
    await Promise.all(Object.values(servers).map((server) => server.close()));
    throw error;
  }
  // The operator's brand in the prerendered pages, from the API (ADR 0037): read now, so the first
  // page is painted with it, then every BRAND_REFRESH_SECONDS (30). The compose service `brand`
  // does the same in the images.
  const brand = startBrandRefresher(runtimeDir, stack.config.apiUrl);
  await brand.ready;
  servers.brand = brand;
  return servers;
}
