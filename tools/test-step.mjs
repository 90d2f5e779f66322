// One step of the tests (`npm test`, tools/test.mjs; one app's checks, tools/test-app.mjs): run in
// its own process group with a time limit, so a step that hangs is stopped with everything it
// started and named, rather than using up CI's whole allowance in silence.
import { Buffer } from 'node:buffer';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './stack.mjs';

/**
 * The tests a stopped jest step had under way (tools/jest/under-way-reporter.cjs), with how long each had run.
 * @param {string} file
 * @param {number} [now]
 */
function underWay(file, now = Date.now()) {
  const lines = (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [since, ...name] = line.split('\t');
      return `  ${Math.round((now - Number(since)) / 1000)} s  ${name.join('\t')}`;
    });
  return lines.length > 0 ? `[test] under way when it was stopped:\n${lines.join('\n')}` : '[test] no test file was under way when it was stopped';
}

/**
 * Runs one step in its own process group; rejects when it fails or outlives `minutes`. A step run
 * beside another keeps its output (`held`) and prints it in one piece when it ends. A `jest` step
 * is given a file for tools/jest/under-way-reporter.cjs: when it is stopped, the tests then under
 * way are named, with how long each had run.
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string>, minutes: number, held?: boolean, jest?: boolean }} options
 * @returns {Promise<void>}
 */
export function step(title, command, args, { cwd = repoRoot, env = {}, minutes, held = false, jest = false }) {
  console.log(`\n[test] ${title}${held ? ' (its output follows when it ends)' : ''}`);
  const started = Date.now();
  const underWayFile = jest ? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jest-under-way-')), 'tests') : null;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0', ...env, ...(underWayFile ? { JEST_UNDER_WAY_FILE: underWayFile } : {}) },
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
          `[test] still running in "${title}" (STAT R: on the CPU, S: waiting):\n${execFileSync(
            'ps',
            ['-o', 'pid,etimes,stat,pcpu,args', '-g', String(child.pid)],
            { encoding: 'utf8' },
          )
            .split('\n')
            .map((line) => line.slice(0, 200))
            .join('\n')}`,
        );
      } catch {
        // ps missing: the step's name is still reported.
      }
      if (underWayFile) console.error(underWay(underWayFile));
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
      if (underWayFile) fs.rmSync(path.dirname(underWayFile), { recursive: true, force: true });
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
