// The release tool (ADR 0021). Each remote's package.json runs it with its own folder:
//   npm run release -w mf-wallet [-- --no-build | --from <dist dir>] [--no-live | --canary <percent>] [--shell-manifest <file>]
//   npm run rollback -w mf-wallet [-- --to <version>] [--shell-manifest <file>]
//   npm run promote -w mf-wallet
//   npm run preview -w mf-wallet -- --version <version> [--minutes 60]
//   npm run releases                       (every remote's versions, live / canary, history)
//   npm run verify [-- mf-wallet]          (every published file still what was published; exit 1 if not)
//   npm run check-shell [-- --shell-manifest <file>]
//                                          (before a shell goes out: would it break a live or canary
//                                          member remote? the host contract, ADR 0054; exit 1 if so)
//   npm run mark-release [-- --note <text>] (records HEAD in e2e/previous-release.json: the release
//                                          members run, which the version-skew smoke tests against)
// A staff container (ADR 0046) the same way, by its release name, from its team's package:
//   npm run release:staff -w mf-wallet     (node tools/release/cli.mjs release mf-wallet-staff)
//   npm run rollback:staff | promote:staff | preview:staff -w mf-wallet
// built into <package>/dist-staff/, checked against the back office's mf-manifest.json (or
// --host-manifest <file>), published into RELEASES_DIR/staff/<package>/; its preview link opens the
// back office (BACKOFFICE_URL).
// RELEASES_DIR moves the publish root (default .releases/); the stack's variables (PORT,
// MF_WALLET_PORT, PUBLIC_HOST…) give the origins until `npm start` has recorded its own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apps, repoRoot, resolveStack, staffApps } from '../stack.mjs';
import { markRelease } from './previous-release.mjs';
import { shellProblems } from './compatibility.mjs';
import { promote, preview, release, rollback, setServed } from './registry.mjs';
import { ReleaseError } from './release-error.mjs';
import { readHistory, readRegistry } from './state.mjs';
import { verify } from './verify.mjs';
import { backofficeManifest, servedBy, shellManifest, staffServedBy } from './stack.mjs';

const [command, dir, ...rest] = process.argv.slice(2);
const stack = resolveStack();
const releasesDir = stack.releasesDir;
const remoteDirs = [...apps.filter((a) => a.name !== 'shell').map((a) => a.dir), ...staffApps.map((a) => a.release)];

/**
 * The remote a command names: a member remote by its folder, or a staff container by its release name.
 * @param {string | undefined} named
 * @returns {{ name: string, dir: string, source: string, dist: string, staff: boolean } | undefined}
 */
function remoteNamed(named) {
  const staff = staffApps.find((a) => a.release === named);
  if (staff) return { name: staff.name, dir: staff.dir, source: staff.source, dist: 'dist-staff', staff: true };
  const app = apps.find((a) => a.dir === named && a.name !== 'shell');
  return app && { name: app.name, dir: app.dir, source: app.dir, dist: 'dist', staff: false };
}

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * The command's options as `spec` names them; a wrong one ends the process (E12).
 * @template {NonNullable<import('node:util').ParseArgsConfig['options']>} T
 * @param {T} spec
 */
function options(spec) {
  try {
    return parseArgs({ args: rest, options: spec, strict: true }).values;
  } catch (error) {
    return fail(`[tools] E12 ${/** @type {Error} */ (error).message}`);
  }
}

function list() {
  const registry = readRegistry(releasesDir);
  const history = readHistory(releasesDir);
  for (const [name, remote] of Object.entries(registry.remotes ?? {})) {
    console.log(`\n${name} (${remote.dir}${remote.host === 'backoffice' ? ', back office' : ''})`);
    for (const [version, info] of Object.entries(remote.versions).sort(([a], [b]) => b.localeCompare(a))) {
      const marks = [version === remote.live ? 'LIVE' : '', remote.canary?.version === version ? `CANARY ${remote.canary.percent}%` : '']
        .filter(Boolean)
        .join(', ');
      console.log(`  ${version}  published ${info.publishedAt} by ${info.by}${marks ? `  <- ${marks}` : ''}`);
    }
    const entries = history.filter((h) => h.remote === name).slice(-10);
    if (entries.length) console.log('  history (latest 10):');
    for (const h of entries) {
      const what =
        h.action === 'preview'
          ? `preview of ${h.version} until ${h.exp}`
          : h.action === 'canary'
            ? `canary ${h.version} at ${h.percent}%`
            : `${h.from ?? '(none)'} -> ${h.to ?? '(none)'}${h.canary ? ` (canary ${h.canary} withdrawn)` : ''}`;
      console.log(`    ${h.at}  ${h.by}  ${h.action}  ${what}`);
    }
  }
  if (Object.keys(registry.remotes ?? {}).length === 0) console.log(`No release in ${releasesDir} yet.`);
}

/** Every kept version's files against what was published; exit 1 when any differs. */
function verifyCommand() {
  const app = dir ? remoteNamed(dir) : undefined;
  if (dir && !app) return fail(`[tools] E12 usage: node tools/release/cli.mjs verify [${remoteDirs.join('|')}]`);
  const { checked, problems, unrecorded } = verify(releasesDir, { name: app?.name });
  for (const line of unrecorded) console.warn(`[tools] ${line}`);
  if (problems.length) return fail(`[tools] E22 ${problems.length} problem(s) in ${releasesDir}:\n  ${problems.join('\n  ')}`);
  console.log(
    `${checked} version(s) checked in ${releasesDir}: every recorded file is as published${unrecorded.length ? ` (${unrecorded.length} unrecorded)` : ''}`,
  );
  return undefined;
}

/** Would the shell (its built mf-manifest.json) break a member remote the registry serves? Exit 1 if so (E28). */
function checkShellCommand() {
  /** @type {{ 'shell-manifest'?: string }} */
  let o;
  try {
    o = parseArgs({ args: [dir, ...rest].filter((a) => a !== undefined), options: { 'shell-manifest': { type: 'string' } }, strict: true }).values;
  } catch (error) {
    return fail(`[tools] E12 ${/** @type {Error} */ (error).message}`);
  }
  const file = o['shell-manifest'] && path.resolve(o['shell-manifest']);
  const shell = shellManifest(file);
  const problems = shellProblems(releasesDir, shell);
  if (problems.length)
    return fail(
      `[tools] E28 this shell would break ${problems.length === 1 ? 'a remote' : 'remotes'} of ${releasesDir}; release them for it first (or keep the live shell):\n  ${problems.join('\n  ')}`,
    );
  console.log(`The shell (host contract ${shell.hostContract?.provides ?? 'none'}) runs every live and canary member remote of ${releasesDir}`);
  return undefined;
}

async function run() {
  if (command === 'list') return list();
  if (command === 'verify') return verifyCommand();
  if (command === 'check-shell') return checkShellCommand();
  if (command === 'mark-release') {
    const o = parseArgs({ args: [dir, ...rest].filter((a) => a !== undefined), options: { note: { type: 'string' } }, strict: false }).values;
    const record = markRelease(typeof o.note === 'string' ? o.note : '');
    console.log(`e2e/previous-release.json: ${record.commit} (commit it with the release)`);
    return undefined;
  }
  const app = remoteNamed(dir);
  if (!app || !dir) return fail(`[tools] E12 usage: node tools/release/cli.mjs <release|rollback|promote|preview> <${remoteDirs.join('|')}> [options]`);
  if (command === 'release') {
    const o = options({
      'no-build': { type: 'boolean' },
      from: { type: 'string' },
      'no-live': { type: 'boolean' },
      canary: { type: 'string' },
      'shell-manifest': { type: 'string' },
      'host-manifest': { type: 'string' },
    });
    if (o['no-live'] && o.canary) return fail('[tools] E12 --no-live and --canary exclude each other');
    if (!o.from && !o['no-build']) {
      const build = spawnSync('npm', ['run', app.staff ? 'build:staff' : 'build', '-w', app.source], { cwd: repoRoot, stdio: 'inherit' });
      if (build.status !== 0) return fail(`[tools] E14 build of ${dir} failed (exit ${build.status})`);
    }
    const from = path.resolve(o.from ?? path.join(repoRoot, app.source, app.dist));
    const hostFile = o['host-manifest'] ?? o['shell-manifest'];
    const done = await release(releasesDir, {
      name: app.name,
      dir: app.dir,
      from,
      // A staff container runs in the back office: checked against what the back office shares.
      shellManifest: app.staff ? backofficeManifest(hostFile && path.resolve(hostFile)) : shellManifest(hostFile && path.resolve(hostFile)),
      host: app.staff ? 'backoffice' : 'shell',
      live: !o['no-live'],
      canary: o.canary === undefined ? undefined : Number(o.canary),
    });
    const note = done.published ? 'published' : 'already published (same bytes)';
    const previewCommand = app.staff ? `npm run preview:staff -w ${app.source}` : `npm run preview -w ${dir}`;
    if (done.action === 'canary') console.log(`${app.name} ${done.version} ${note}; canary for ${done.percent}% of browsers, ${done.from} stays live`);
    else if (done.action === 'publish')
      console.log(`${app.name} ${done.version} ${note}, not live (preview it: ${previewCommand} -- --version ${done.version})`);
    else console.log(`${app.name} ${done.version} ${note} and live (was ${done.from ?? 'none'})`);
  } else if (command === 'rollback') {
    const o = options({ to: { type: 'string' }, 'shell-manifest': { type: 'string' } });
    // The version going live is checked against its recorded files first (E22 when changed), and
    // a member remote's against the shell (E9, E27) when the shell's manifest is at hand.
    const hostFile = o['shell-manifest'] ?? path.join(repoRoot, 'shell/dist/mf-manifest.json');
    const host = app.staff || (!o['shell-manifest'] && !fs.existsSync(hostFile)) ? undefined : shellManifest(path.resolve(hostFile));
    const done = await rollback(releasesDir, { name: app.name, to: o.to, ...(host ? { shellManifest: host } : {}) });
    console.log(
      done.from === done.to ? `${app.name} canary ${done.canary} withdrawn; ${done.to} stays live` : `${app.name} rolled back: ${done.from} -> ${done.to}`,
    );
  } else if (command === 'promote') {
    options({});
    const done = await promote(releasesDir, { name: app.name });
    console.log(`${app.name} canary promoted: ${done.from} -> ${done.to}`);
  } else if (command === 'preview') {
    const o = options({ version: { type: 'string' }, minutes: { type: 'string' }, 'shell-url': { type: 'string' } });
    if (!o.version) return fail('[tools] E12 preview needs --version <version> (npm run releases lists them)');
    // A staff remote's preview opens the back office, which honours it as the shell does.
    const link = await preview(releasesDir, {
      name: app.name,
      version: o.version,
      minutes: Number(o.minutes ?? 60),
      shellUrl: o['shell-url'] ?? (app.staff ? stack.backoffice.url : stack.shellUrl),
    });
    console.log(link);
  } else {
    return fail(`[tools] E12 unknown command ${command}`);
  }
  // A registry no stack has run against yet learns the origins from the environment.
  if (Object.keys(readRegistry(releasesDir).served ?? {}).length === 0) await setServed(releasesDir, servedBy(stack), staffServedBy());
  else if (app.staff && !readRegistry(releasesDir).staffServed) await setServed(releasesDir, readRegistry(releasesDir).served ?? {}, staffServedBy());
  return undefined;
}

try {
  await run();
} catch (error) {
  if (error instanceof ReleaseError) fail(error.message);
  throw error;
}
