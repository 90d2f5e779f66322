// The registry's lock (ADR 0021): one change at a time under RELEASES_DIR, across processes and,
// on a shared volume, across hosts (a heartbeat keeps a live owner's lock; a dead one's is taken
// over).
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
      if (Date.now() > deadline) throw new ReleaseError(`[tools] E11 ${lockDir} is held by another release; try again (remove it if no release is running)`);
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
  try {
    return await change();
  } finally {
    clearInterval(heartbeat);
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}
