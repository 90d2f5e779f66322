// Set-up that both `npm start` and `npm test` need: dependencies installed, every app built.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './stack.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').ExecFileSyncOptions} [options]
 */
function run(command, args, options = {}) {
  execFileSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const lock = path.join(repoRoot, 'package-lock.json');
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('[setup] installing dependencies…');
  // `npm install` with the committed lock file rather than `npm ci`: npm 11 leaves other
  // platforms' optional binaries (@swc/core-darwin-*, …) out of the lock when the registry here
  // does not list them, and `npm ci` then refuses the lock as out of sync.
  run(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  cacheCompiledDatabaseDriver();
}

/**
 * The reference API's database driver, better-sqlite3, downloads its prebuilt binary from GitHub,
 * which a machine with only the npm registry cannot reach: its install then compiles SQLite, about
 * 100 s of a fresh clone's set-up on 2 cores. That first compile on a machine is packed into npm's
 * prebuild cache (~/.npm/_prebuilds, under the name its installer, prebuild-install, looks for
 * before downloading), so the next clone's install unpacks it instead. Only a binary that opens a
 * database is kept; its name carries the driver's version, Node's ABI, the platform and the CPU.
 */
function cacheCompiledDatabaseDriver() {
  try {
    const fromDriver = createRequire(path.join(repoRoot, 'node_modules', 'better-sqlite3', 'package.json'));
    const pkg = fromDriver('./package.json');
    const util = fromDriver('prebuild-install/util');
    const cached = util.cachedPrebuild(util.getDownloadUrl({ ...fromDriver('prebuild-install/rc')(pkg), pkg }));
    const dir = path.dirname(fromDriver.resolve('./package.json'));
    const binary = path.join('build', 'Release', 'better_sqlite3.node');
    if (fs.existsSync(cached) || !fs.existsSync(path.join(dir, binary))) return;
    execFileSync(process.execPath, ['-e', `new (require(${JSON.stringify(dir)}))(':memory:').prepare('select 1').get()`]);
    fs.mkdirSync(path.dirname(cached), { recursive: true });
    const partial = `${cached}.${process.pid}.partial`;
    execFileSync('tar', ['-czf', partial, '-C', dir, binary]);
    fs.renameSync(partial, cached);
    console.log(`[setup] the compiled database driver is kept for the next install: ${cached}`);
  } catch (error) {
    console.warn(
      `[setup] the compiled database driver was not kept (${error instanceof Error ? error.message : String(error)}); the next install compiles it again`,
    );
  }
}

/** Builds whatever is missing or older than its sources (webpack's cache keeps rebuilds short). */
export async function ensureBuilt() {
  const { buildStale } = await import('./build.mjs');
  await buildStale();
}
