// Set-up that both `npm start` and `npm test` need: dependencies installed, every app built.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './stack.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

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
}

/** Builds whatever is missing or older than its sources (webpack's cache keeps rebuilds short). */
export async function ensureBuilt() {
  const { buildStale } = await import('./build.mjs');
  await buildStale();
}
