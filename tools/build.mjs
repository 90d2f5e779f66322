// Builds the front-end apps (webpack, two at a time on this 2-core machine): the shell, the four
// remotes, the back office and the two staff containers (ADR 0046); and the API.
// `npm run build` builds everything; `buildStale()` only what changed since its last build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apps, backofficeApp, repoRoot, staffApps } from './stack.mjs';

/**
 * One build: its inputs (files or folders, from the repository's root; `exclude`: folders of them
 * that are not, such as a member container's src/staff/), the stamp file it writes when done, and
 * its command, run in `cwd`.
 * @typedef {{ name: string, inputs: string[], exclude?: string[], stamp: string, command: [string, string[]], cwd: string }} Target
 */

// What every app's webpack build reads besides its own folder: the shared code, the base config
// and its plugins (tools/webpack/), the serving rules its Precompress follows, and the shell's
// package.json (the shared libraries' versions).
const shared = [
  'shared/src',
  'shared/package.json',
  'tools/webpack.base.cjs',
  'tools/webpack',
  'tools/serving/rules.mjs',
  'shell/package.json',
  'package-lock.json',
];

/** @type {Target[]} */
const targets = [
  ...apps.map(
    /** @returns {Target} */ (app) => ({
      name: app.dir,
      inputs: [`${app.dir}/src`, `${app.dir}/webpack.config.cjs`, `${app.dir}/package.json`, ...(app.dir === 'shell' ? ['shell/public'] : []), ...shared],
      // A member container never includes its staff pages: a change there does not rebuild it.
      exclude: staffApps.some((staff) => staff.source === app.dir) ? [`${app.dir}/src/staff`] : [],
      stamp: `${app.dir}/dist/.built`,
      command: ['npx', ['webpack', '--mode', 'production', '--config', 'webpack.config.cjs']],
      cwd: app.dir,
    }),
  ),
  {
    name: backofficeApp.dir,
    inputs: ['backoffice/src', 'backoffice/webpack.config.cjs', 'backoffice/package.json', ...shared],
    stamp: 'backoffice/dist/.built',
    command: ['npx', ['webpack', '--mode', 'production', '--config', 'webpack.config.cjs']],
    cwd: backofficeApp.dir,
  },
  // Each staff container: a second build of its team's package (webpack.staff.cjs, into dist-staff/).
  ...staffApps.map(
    /** @returns {Target} */ (staff) => ({
      name: staff.release,
      // Its pages, and what they may use of their package (src/lib, src/components, src/hooks).
      inputs: [`${staff.source}/src`, `${staff.source}/webpack.staff.cjs`, `${staff.source}/package.json`, ...shared],
      stamp: `${staff.source}/dist-staff/.built`,
      command: ['npx', ['webpack', '--mode', 'production', '--config', 'webpack.staff.cjs']],
      cwd: staff.source,
    }),
  ),
  {
    name: 'api',
    // tsc -b builds the shared contract for Node first (shared/dist), then the API (api/dist/server.js).
    inputs: [
      'api/src',
      'api/tsconfig.json',
      'shared/src/contract',
      'shared/src/api/spec-answers.ts',
      'shared/tsconfig.node.json',
      'shared/package.json',
      'tsconfig.base.json',
      'package-lock.json',
    ],
    stamp: 'api/dist/.built',
    command: ['npx', ['tsc', '-b', 'tsconfig.json']],
    cwd: 'api',
  },
];

/**
 * The latest modification time of `entry` and everything under it (0 when missing), leaving out
 * the folders in `exclude` (a folder's own time counts: a file added to it or removed from it).
 * @param {string} entry
 * @param {string[]} [exclude]
 * @returns {number}
 */
function newest(entry, exclude = []) {
  if (exclude.includes(entry)) return 0;
  const full = path.join(repoRoot, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) latest = Math.max(latest, newest(path.join(entry, child), exclude));
  return latest;
}

/**
 * @param {Target} target
 * @param {string} [stamp] another stamp than the target's own
 */
function isStale(target, stamp = path.join(repoRoot, target.stamp)) {
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return target.inputs.some((input) => newest(input, target.exclude) > built);
}

/**
 * @param {Target} target
 * @returns {Promise<void>}
 */
function build(target) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const [command, args] = target.command;
    const child = spawn(command, args, { cwd: path.join(repoRoot, target.cwd), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      if (code !== 0) {
        process.stderr.write(output);
        reject(new Error(`[tools] E1 build of ${target.name} failed (exit ${code})`));
        return;
      }
      const stampFile = path.join(repoRoot, target.stamp);
      fs.mkdirSync(path.dirname(stampFile), { recursive: true });
      fs.writeFileSync(stampFile, new Date().toISOString());
      // Dated when the build began: a source saved while it ran is newer, so the next run builds again.
      fs.utimesSync(stampFile, started / 1000, started / 1000);
      console.log(`[build] ${target.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/**
 * Builds `list`, `size` at a time.
 * @param {Target[]} list
 * @param {number} size
 */
async function runPool(list, size) {
  const queue = [...list];
  const workers = Array.from({ length: Math.min(size, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await build(next);
  });
  await Promise.all(workers);
}

/**
 * The target named `name`.
 * @param {string} name
 */
function targetOf(name) {
  const target = targets.find((t) => t.name === name);
  if (!target) throw new Error(`[tools] no build named ${name}`);
  return target;
}

/**
 * True when a build of app `dir` stamped by `stamp` (a file written after it) is older than its inputs.
 * @param {string} dir
 * @param {string} [stamp]
 */
export function isAppBuildStale(dir, stamp) {
  return isStale(targetOf(dir), stamp);
}

export async function buildStale() {
  // Not filter(isStale): the index filter passes would be taken for the stamp.
  const stale = targets.filter((target) => isStale(target));
  if (stale.length === 0) return;
  console.log(`[build] building ${stale.map((t) => t.name).join(', ')}…`);
  await runPool(stale, 2);
}

/** Builds the API (and shared's Node build) when stale, and nothing else: the conformance tool's need. */
export async function buildApiIfStale() {
  const api = targetOf('api');
  if (isStale(api)) await build(api);
}

export async function buildAll() {
  await runPool(targets, 2);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildAll();
}
