// The registry's lock (ADR 0021): one change at a time under RELEASES_DIR, across processes and,
// on a shared volume, across hosts (a heartbeat keeps a live owner's lock; a dead one's is taken
// over). The lock names its owner (host, process, heartbeat: registry.lock/owner.json), and an
// owner stopped by a signal removes it on its way out (issue 39).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { ReleaseError } from './release-error.mjs';
import { writeAtomic } from './write-atomic.mjs';

const lockStaleMs = 30_000;

/** @param {number} ms */
function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Whether the lock's owner may still be working. On this machine (its host name), a live owner
 * process keeps its lock however long it takes, and a dead one loses it at once. From another
 * machine or container sharing the folder (process ids mean nothing there), the owner's heartbeat
 * decides: the owner rewrites its `at` every few seconds, and a lock whose heartbeat is older than
 * 30 s is abandoned.
 * @param {string} lockDir
 */
function ownerAlive(lockDir) {
  /** @type {{ pid: number, host?: string, at: number }} */
  let owner;
  try {
    owner = JSON.parse(fs.readFileSync(path.join(lockDir, 'owner.json'), 'utf8'));
  } catch {
    // No owner file yet, or one half written (mkdir and the write are two steps): the lock is
    // being taken now, unless it has stayed that way for longer than a lock may live.
    try {
      return Date.now() - fs.statSync(lockDir).mtimeMs <= lockStaleMs;
    } catch {
      return true; // released meanwhile: nothing to take over, try again
    }
  }
  const heartbeatFresh = Date.now() - owner.at <= lockStaleMs;
  if (owner.host !== undefined && owner.host !== os.hostname()) return heartbeatFresh;
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM'; // the process exists (another user's)
  }
}

/** How often a lock's owner rewrites its heartbeat. */
const heartbeatMs = 5_000;

/**
 * Runs `change` holding RELEASES_DIR/registry.lock (a directory: mkdir is atomic). A lock whose
 * owner is gone (ownerAlive) is taken over: renamed away (only one taker wins the rename), then
 * removed. A live owner's lock is waited for, up to `timeoutMs`.
 * @template T
 * @param {string} releasesDir
 * @param {() => T | Promise<T>} change
 * @returns {Promise<T>}
 */
export async function withLock(releasesDir, change, timeoutMs = 15_000) {
  fs.mkdirSync(releasesDir, { recursive: true });
  const lockDir = path.join(releasesDir, 'registry.lock');
  const ownerFile = path.join(lockDir, 'owner.json');
  const stamp = () => JSON.stringify({ pid: process.pid, host: os.hostname(), at: Date.now() });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(ownerFile, stamp());
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      if (!ownerAlive(lockDir)) {
        const stale = `${lockDir}.stale-${process.pid}-${Date.now()}`;
        try {
          fs.renameSync(lockDir, stale);
          fs.rmSync(stale, { recursive: true, force: true });
        } catch {
          // another process took it over first
        }
        continue;
      }
      if (Date.now() > deadline) throw new ReleaseError(`[tools] E11 ${lockDir} is held by another release (${ownerOf(lockDir)}); try again`);
      await sleep(20 + Math.random() * 60);
    }
  }
  const heartbeat = setInterval(() => {
    try {
      writeAtomic(ownerFile, stamp());
    } catch {
      // The lock folder is gone (removed by hand): the change goes on; its save will tell.
    }
  }, heartbeatMs);
  heartbeat.unref();
  const release = () => {
    clearInterval(heartbeat);
    fs.rmSync(lockDir, { recursive: true, force: true });
  };
  // Stopped by a signal (a CI job cancelled, `docker stop`, Ctrl-C) with nobody else handling it:
  // the lock goes with the process, which then ends as that signal ends it. Where the process
  // handles the signal itself it may still be changing the registry, so the lock stays until the
  // change ends. A kill -9 leaves it: see ownerAlive and docs/errors.md E11.
  /** @param {NodeJS.Signals} signal */
  const onSignal = (signal) => {
    for (const name of stopSignals) process.off(name, onSignal);
    if (process.listenerCount(signal) > 0) return;
    release();
    process.kill(process.pid, signal);
  };
  for (const name of stopSignals) if (process.listenerCount(name) === 0) process.on(name, onSignal);
  try {
    return await change();
  } finally {
    for (const name of stopSignals) process.off(name, onSignal);
    release();
  }
}

/** @type {NodeJS.Signals[]} */
const stopSignals = ['SIGTERM', 'SIGINT', 'SIGHUP'];

/**
 * Who holds a lock, for E11: the host and process its owner file names, and how old its heartbeat is.
 * @param {string} lockDir
 */
function ownerOf(lockDir) {
  try {
    /** @type {{ pid?: unknown, host?: unknown, at?: unknown }} */
    const owner = JSON.parse(fs.readFileSync(path.join(lockDir, 'owner.json'), 'utf8'));
    const age = typeof owner.at === 'number' ? `${Math.max(0, Math.round((Date.now() - owner.at) / 1000))} s ago` : 'never';
    return `by process ${String(owner.pid)} on host ${JSON.stringify(String(owner.host ?? 'unknown'))}, last heartbeat ${age}`;
  } catch {
    return 'its owner is not recorded yet';
  }
}
