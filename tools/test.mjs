// `npm test`: installs and builds what is missing, then type-checks, lints, runs the unit tests
// (jest) and the end-to-end suite (Playwright in Debian's Chromium against the production builds).
// Each step has a time limit: a step that hangs is stopped with everything it started and named,
// rather than using up CI's whole allowance in silence.
import { Buffer } from 'node:buffer';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { ensureBuilt, ensureInstalled } from './ensure.mjs';
import { repoRoot } from './stack.mjs';

/**
 * Runs one step in its own process group; rejects when it fails or outlives `minutes`. A step run
 * beside another keeps its output (`held`) and prints it in one piece when it ends.
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string>, minutes: number, held?: boolean }} options
 * @returns {Promise<void>}
 */
function step(title, command, args, { cwd = repoRoot, env = {}, minutes, held = false }) {
  console.log(`\n[test] ${title}${held ? ' (its output follows when it ends)' : ''}`);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const release = () => {
      if (output.length > 0) process.stdout.write(`\n[test] ${title}, its output:\n${Buffer.concat(output.splice(0)).toString()}`);
    };
    const stopGroup = () => {
      try {
        // No pid: the process never started (its error ends the step).
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const limit = setTimeout(() => {
      // What was still running names the hang (a test file's helper process, a browser, a server).
      try {
        console.error(
          `[test] still running in "${title}":\n${execFileSync('ps', ['-o', 'pid,etimes,args', '-g', String(child.pid)], { encoding: 'utf8' })
            .split('\n')
            .map((line) => line.slice(0, 200))
            .join('\n')}`,
        );
      } catch {
        // ps missing: the step's name is still reported.
      }
      stopGroup();
      release();
      reject(new Error(`[tools] E32 ${title} did not finish within ${minutes} min; it was stopped (its last output is above)`));
    }, minutes * 60_000);
    const onSignal = () => {
      stopGroup();
      process.exit(130);
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    child.on('exit', (code, signal) => {
      clearTimeout(limit);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      // Whatever the step left behind (a server, a browser) goes with it.
      stopGroup();
      release();
      const took = `${Math.round((Date.now() - started) / 1000)} s`;
      if (code === 0) {
        console.log(`[test] ${title}: passed in ${took}`);
        resolve();
      } else reject(new Error(`${title} failed (${signal ?? `exit ${code}`}) after ${took}`));
    });
  });
}

// What depends on the web server, again with every app served by nginx (the images' server; ADR 0020).
const onNginx = [
  'tests/served-files.spec.ts',
  'tests/first-paint-faults.spec.ts',
  'tests/remotes.spec.ts',
  'tests/release-shell.spec.ts',
  'tests/release.spec.ts',
  'tests/prerender.spec.ts',
  'tests/release-landing.spec.ts',
  'tests/install.spec.ts',
  'tests/brand.spec.ts',
  'tests/backoffice-walls.spec.ts',
];

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`[test] Chromium is missing at ${chromium}: install it (apt-get install -y chromium chromium-headless-shell) or set CHROMIUM_PATH.`);
  process.exit(1);
}

if (!process.env.CHROMIUM_PATH && !fs.existsSync('/usr/bin/chromium-headless-shell')) {
  console.warn(
    '[test] chromium-headless-shell is not installed: the end-to-end tests drive the whole browser, which is slower (apt-get install -y chromium-headless-shell).',
  );
}

try {
  ensureInstalled();
  await ensureBuilt();
  // Type-check and lint (one core, in turn) beside the unit tests, which take one jest worker per
  // core: on 2 cores the phase takes about 145 s instead of 185 s with jest's default of one worker
  // fewer. (That default was kept while the nginx serving test saw gzip where brotli was due beside
  // other files; the cause was nginx's disable_symlinks with Debian's brotli_static, ADR 0020.)
  const checks = (async () => {
    await step('type-check', 'node', ['tools/typecheck.mjs'], { minutes: 5, held: true });
    await step('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { minutes: 5, held: true });
    // Prettier (issue 37): the code as one formatter writes it; `npm run format` fixes it.
    await step('format', 'npx', ['prettier', '--check', '**/*.{ts,tsx,mjs,cjs}'], { minutes: 2, held: true });
  })();
  const unit = step('unit tests', 'npx', ['jest', '--ci', `--maxWorkers=${os.availableParallelism()}`], { minutes: 10 });
  // Both end before the end-to-end tests start; the first failure is the one reported.
  const settled = await Promise.allSettled([checks, unit]);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  await step('end-to-end tests', 'npx', ['playwright', 'test'], { cwd: `${repoRoot}/e2e`, minutes: 45 });
  await step('end-to-end tests of serving and releases on nginx', 'npx', ['playwright', 'test', ...onNginx], {
    cwd: `${repoRoot}/e2e`,
    env: { E2E_SERVER: 'nginx' },
    minutes: 10,
  });
} catch (error) {
  console.error(`\n[test] failed: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
