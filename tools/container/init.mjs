// The `init` service of docker-compose (ADR 0023): a one-shot that turns the operator's environment
// into the files the web containers serve, then exits; the shell and the remotes start after it.
//   node tools/container/init.mjs
// It reads the stack's variables (API_URL, SITE_URL, MF_*_ORIGIN, MF_*_URL, SITE_TITLE,
// GAME_ORIGINS, LINE_*, CLIENT_API_URL, TRADING_LOGIN; README "docker-compose") and
//   RELEASES_DIR   (/srv/releases) the release tool's publish root (ADR 0021), a named volume: the
//                  shell's config.json, the registry's remotes.json, each remote's versions;
//   NGINX_CONF_DIR (/srv/conf)     one nginx.conf per web container: <app dir>.conf;
//   SHELL_ROOT     (/srv/shell)    where the shell's container has the shell's files;
//   NGINX_WORK_DIR (/tmp)          nginx's pid, temp files and logs in the web containers;
//   API_UPSTREAMS                  the API's processes (host:port, comma-separated): the `api`
//                                  service's conf, api.conf, one address in front of them (ADR 0064).
// Each remote's build baked into this image (<app dir>/dist beside tools/) is published as a
// version and made live when its bytes are not published yet, so restarting changes nothing and
// a new image is a release; a rollback done with the release tool stays until the next new build.
// The same for each staff container (<app dir>/dist-staff, checked against the baked back office's
// mf-manifest.json) into RELEASES_DIR/staff/, with the back office's config.json and remotes.json
// in RELEASES_DIR/backoffice/ and its nginx conf (BACKOFFICE_URL, BACKOFFICE_ROOT: /srv/backoffice; ADR 0046).
import fs from 'node:fs';
import path from 'node:path';
import { ReleaseError } from '../release/release-error.mjs';
import { publishStack } from '../release/stack.mjs';
import { apiGatewayConfig } from '../serving/api-gateway.mjs';
import { nginxConfig } from '../serving/nginx.mjs';
import { repoRoot, resolveStack, staffApps, writeRuntimeFiles } from '../stack.mjs';

const env = process.env;

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(message);
  process.exit(1);
}

// Without it the shell only lets games open on the API's own origin: every real game launch is refused.
if (!env.GAME_ORIGINS?.trim()) {
  fail("[tools] E19 GAME_ORIGINS is not set: give the game providers' origins, comma-separated (every game launch is refused without it)");
}

let stack;
try {
  stack = resolveStack({ ...env, RELEASES_DIR: env.RELEASES_DIR ?? '/srv/releases' });
} catch (error) {
  fail(/** @type {Error} */ (error).message);
}
const confDir = env.NGINX_CONF_DIR ?? '/srv/conf';
const shellRoot = env.SHELL_ROOT ?? '/srv/shell';
const backofficeRoot = env.BACKOFFICE_ROOT ?? '/srv/backoffice';
const local = stack.apps.filter((app) => app.local);

for (const app of local) {
  // Each remote's build, and the shell's manifest that remotes are checked against before going live.
  const file = path.join(repoRoot, app.dir, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(file)) fail(`[tools] E20 this image has no build of ${app.dir} (${file}): rebuild it (docker-compose build init)`);
}
// The back office's manifest (what a staff container is checked against) and each staff container's build.
for (const file of [
  path.join(repoRoot, 'backoffice/dist/mf-manifest.json'),
  ...staffApps.map((app) => path.join(repoRoot, app.source, 'dist-staff', 'mf-manifest.json')),
]) {
  if (!fs.existsSync(file))
    fail(`[tools] E20 this image has no build of ${path.relative(repoRoot, path.dirname(file))} (${file}): rebuild it (docker-compose build init)`);
}

writeRuntimeFiles(stack, stack.releasesDir, { remotes: false });
// A build the live shell cannot serve is refused (E9) before anything goes live: the versions
// already published stay as they were.
await publishStack(stack).catch((error) => fail(error instanceof ReleaseError ? error.message : error.stack));

const confs = [];
fs.mkdirSync(confDir, { recursive: true });
// One nginx.conf per web container, from the serving rule table (ADR 0020): the shell's CSP from
// the config.json and remotes.json written above, HSTS when its public URL is https.
for (const app of local) {
  const shell = app.name === 'shell';
  const text = nginxConfig({
    host: '0.0.0.0',
    port: 8080,
    dir: shell ? shellRoot : path.join(stack.releasesDir, app.dir),
    spa: shell,
    runtimeDir: shell ? stack.releasesDir : undefined,
    https: new URL(shell ? stack.shellUrl : app.origin).protocol === 'https:',
    workDir: env.NGINX_WORK_DIR ?? '/tmp',
    // The web image installs Debian's brotli_static module (this node image has no nginx to look at).
    brotli: true,
    // `docker logs` shows nginx's errors.
    errorLog: 'stderr',
  });
  const file = path.join(confDir, `${app.dir}.conf`);
  fs.writeFileSync(`${file}.tmp`, text);
  fs.renameSync(`${file}.tmp`, file);
  confs.push(path.basename(file));
}
// The back office's own origin: its files, its runtime files, its staff remotes under /remotes/.
{
  const text = nginxConfig({
    host: '0.0.0.0',
    port: 8080,
    dir: backofficeRoot,
    spa: true,
    runtimeDir: stack.backoffice.runtimeDir,
    backoffice: { staffDir: stack.backoffice.staffDir },
    https: new URL(stack.backoffice.url).protocol === 'https:',
    workDir: env.NGINX_WORK_DIR ?? '/tmp',
    brotli: true,
    errorLog: 'stderr',
  });
  const file = path.join(confDir, 'backoffice.conf');
  fs.writeFileSync(`${file}.tmp`, text);
  fs.renameSync(`${file}.tmp`, file);
  confs.push(path.basename(file));
}

// The API's upstream: the site's one API address in front of its processes (ADR 0064).
const upstreams = (env.API_UPSTREAMS ?? '')
  .split(',')
  .map((upstream) => upstream.trim())
  .filter(Boolean);
if (upstreams.length) {
  const text = apiGatewayConfig({ host: '0.0.0.0', port: 4000, upstreams, workDir: env.NGINX_WORK_DIR ?? '/tmp', errorLog: 'stderr' });
  const file = path.join(confDir, 'api.conf');
  fs.writeFileSync(`${file}.tmp`, text);
  fs.renameSync(`${file}.tmp`, file);
  confs.push(path.basename(file));
}

const remotes = local.filter((a) => a.name !== 'shell').map((a) => a.dir);
console.log(
  `[init] ${stack.releasesDir}: config.json, remotes.json, ${[...remotes, ...staffApps.map((app) => app.release)].join(', ')} published; ${confDir}: ${confs.join(', ') || 'no conf'}`,
);
