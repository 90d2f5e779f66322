// The publish root's state files (ADR 0021): registry.json (changed only under the lock: read,
// modify, write temp + rename), history.jsonl (append-only), the preview signing key, and the
// remotes.json files generated from the registry for the shell and the back office.
import { execFileSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withLock } from './lock.mjs';
import { writePrerendered } from './prerender.mjs';
import { writeAtomic } from './write-atomic.mjs';

/**
 * One published version of a remote (registry.json).
 * @typedef {object} PublishedVersion
 * @property {{ manifest: string, remoteEntry: string }} integrity
 * @property {Record<string, string>} [files] every published file's SHA-384 (versions published before files were recorded have none)
 * @property {string} publishedAt
 * @property {string} by
 * @property {import('../webpack/route-table.cjs').PublishedRoute[]} [routes] the routes its build published (ADR 0057); none before
 */
/**
 * The host a remote is loaded by: the member site's shell, or the staff back office (ADR 0046).
 * @typedef {'shell' | 'backoffice'} Host
 */
/**
 * A remote in registry.json.
 * @typedef {object} RegistryRemote
 * @property {string} dir its folder under RELEASES_DIR
 * @property {'backoffice'} [host] a staff remote: the back office's alone, never in the shell's remotes.json
 * @property {string | null} live
 * @property {Record<string, PublishedVersion>} versions
 * @property {string[]} [trail] the live versions, oldest first, that a plain rollback walks back
 * @property {{ version: string, percent: number }} [canary]
 */
/**
 * Where the stack serves a remote: from the registry at `origin` (the address its versions are
 * under: a remote's origin, or for a staff remote the path `/remotes/<app>` on the back office's own
 * origin), or a plain manifest `url`.
 * @typedef {{ origin?: string, url?: string }} Served
 */
/**
 * registry.json as read (an early one may lack a part). `staffServed`: the back office's remotes,
 * by a stack that serves one.
 * @typedef {{ remotes?: Record<string, RegistryRemote>, served?: Record<string, Served>, staffServed?: Record<string, Served> }} RegistryFile
 */
/**
 * registry.json as a change sees it.
 * @typedef {{ remotes: Record<string, RegistryRemote>, served: Record<string, Served>, staffServed?: Record<string, Served> }} Registry
 */
/** Under RELEASES_DIR: the staff containers' versions, and the back office's runtime files (ADR 0046). */
export const staffLayout = { versions: 'staff', runtime: 'backoffice' };
/**
 * One line of history.jsonl (without its `at` and `by`), as a command answers it.
 * @typedef {{ action: string, remote: string, version?: string, from?: string | null, to?: string | null, [more: string]: unknown }} HistoryEntry
 */

/**
 * @param {string} releasesDir
 * @returns {RegistryFile}
 */
export function readRegistry(releasesDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(releasesDir, 'registry.json'), 'utf8'));
  } catch {
    return { remotes: {}, served: {} };
  }
}

/**
 * Every line of history.jsonl, oldest first.
 * @param {string} releasesDir
 * @returns {Array<HistoryEntry & { at: string, by: string }>}
 */
export function readHistory(releasesDir) {
  const file = path.join(releasesDir, 'history.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Who is releasing: git's user.name, else the login name. */
export function releaser() {
  try {
    const name = execFileSync('git', ['config', 'user.name'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (name) return name;
  } catch {
    // no git or no name configured
  }
  return process.env.USER ?? os.userInfo().username;
}

/**
 * @param {string} releasesDir
 * @param {HistoryEntry} entry
 */
function appendHistory(releasesDir, entry) {
  fs.appendFileSync(path.join(releasesDir, 'history.jsonl'), `${JSON.stringify({ at: new Date().toISOString(), by: releaser(), ...entry })}\n`);
}

// ---- preview signing -------------------------------------------------------------------------

/**
 * The preview signing key (created on first use, 0600). Call under the lock.
 * @param {string} releasesDir
 */
export function previewKey(releasesDir) {
  const file = path.join(releasesDir, 'preview-key.jwk');
  if (!fs.existsSync(file)) {
    const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeAtomic(file, JSON.stringify(privateKey.export({ format: 'jwk' })), 0o600);
  }
  return crypto.createPrivateKey({ key: JSON.parse(fs.readFileSync(file, 'utf8')), format: 'jwk' });
}

/** @param {crypto.KeyObject} privateKey */
function publicJwk(privateKey) {
  const { kty, crv, x, y } = crypto.createPublicKey(privateKey).export({ format: 'jwk' });
  return { kty, crv, x, y };
}

/**
 * `base64url(payload JSON).base64url(ECDSA P-256 SHA-256 signature, raw r||s)`.
 * @param {crypto.KeyObject} privateKey
 * @param {object} payload
 */
export function signPreviewToken(privateKey, payload) {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = crypto.sign('sha256', Buffer.from(body, 'ascii'), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${body}.${signature.toString('base64url')}`;
}

// ---- remotes.json ------------------------------------------------------------------------------

/**
 * A host's remotes.json from the registry: every remote the stack serves from the registry
 * gets its live entry, integrity, kept versions and canary; a remote given as a plain URL (an
 * operator's MF_*_URL, the dev server) stays a string. The shell's (`host` 'shell') lists the
 * member remotes, never a staff remote, whatever `served` says; the back office's lists only the
 * staff remotes (`staffServed`).
 * @param {RegistryFile} registry
 * @param {crypto.KeyObject} privateKey
 * @param {Host} [host]
 */
export function remotesJson(registry, privateKey, host = 'shell') {
  /** @type {Record<string, string | object>} */
  const remotes = {};
  const staffNames = new Set([
    ...Object.keys(registry.staffServed ?? {}),
    ...Object.entries(registry.remotes ?? {})
      .filter(([, r]) => r.host === 'backoffice')
      .map(([name]) => name),
  ]);
  const servedHere = host === 'backoffice' ? (registry.staffServed ?? {}) : (registry.served ?? {});
  for (const [name, served] of Object.entries(servedHere)) {
    if (host === 'shell' && staffNames.has(name)) continue;
    if (host === 'backoffice' && registry.remotes?.[name] && registry.remotes[name].host !== 'backoffice') continue;
    if (served.url) {
      remotes[name] = served.url;
      continue;
    }
    const remote = registry.remotes?.[name];
    if (!remote?.live) continue;
    /** @param {string} version a kept one */
    const at = (version) => {
      const published = /** @type {PublishedVersion} */ (remote.versions[version]);
      return {
        entry: `${served.origin}/${version}/mf-manifest.json`,
        integrity: published.integrity,
        ...(published.routes ? { routes: published.routes } : {}),
      };
    };
    remotes[name] = {
      version: remote.live,
      ...at(remote.live),
      ...(remote.canary ? { canary: { version: remote.canary.version, ...at(remote.canary.version), percent: remote.canary.percent } } : {}),
      versions: Object.fromEntries(Object.keys(remote.versions).map((v) => [v, at(v)])),
    };
  }
  return { remotes, previewKey: publicJwk(privateKey) };
}

/**
 * @param {string} releasesDir
 * @param {Registry} registry
 */
function save(releasesDir, registry) {
  writeAtomic(path.join(releasesDir, 'registry.json'), `${JSON.stringify(registry, null, 2)}\n`);
  const key = previewKey(releasesDir);
  writeAtomic(path.join(releasesDir, 'remotes.json'), `${JSON.stringify(remotesJson(registry, key), null, 2)}\n`);
  // The back office's, once a stack serves one (or a staff remote is published).
  if (registry.staffServed || Object.values(registry.remotes).some((remote) => remote.host === 'backoffice')) {
    fs.mkdirSync(path.join(releasesDir, staffLayout.runtime), { recursive: true });
    writeAtomic(path.join(releasesDir, staffLayout.runtime, 'remotes.json'), `${JSON.stringify(remotesJson(registry, key, 'backoffice'), null, 2)}\n`);
  }
}

/**
 * Read, change, save and log under the lock. `change(registry)` returns the history entry (or null).
 * @template {HistoryEntry | null} E
 * @param {string} releasesDir
 * @param {(registry: Registry) => E | Promise<E>} change
 * @returns {Promise<E>}
 */
export function update(releasesDir, change) {
  return withLock(releasesDir, async () => {
    const file = readRegistry(releasesDir);
    // An early registry.json may lack a part: it gets an empty one (after the others).
    const registry = { ...file, remotes: file.remotes ?? {}, served: file.served ?? {} };
    const entry = await change(registry);
    save(releasesDir, registry);
    // The landing's live pages, rendered again for the new live version (ADR 0025).
    await writePrerendered(releasesDir, registry);
    if (entry) appendHistory(releasesDir, entry);
    return entry;
  });
}
