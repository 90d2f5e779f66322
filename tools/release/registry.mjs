// The release registry (ADR 0021): each remote's published versions, which one is live, an
// optional canary, and the generated remotes.json the shell reads. Layout under RELEASES_DIR:
//   registry.json   tool-owned state, changed only under the lock (read, modify, write temp + rename)
//   history.jsonl   one JSON line per release / rollback / canary / promote / preview, append-only
//   preview-key.jwk the private key that signs preview links (0600, never served)
//   remotes.json    generated from registry.json on every change
//   <app>/<version>/ the immutable files of one build; the remote's server serves <app>/ as its root
// and for the staff back office (ADR 0046), whose remotes the shell never lists:
//   staff/<app>/<version>/  a staff container's versions; the back office serves staff/ under /remotes/
//   backoffice/remotes.json generated beside the back office's config.json, from the same registry
import { execFileSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { majorOf, satisfies } from './semver.mjs';
import { writePrerendered } from './prerender.mjs';
import { writeAtomic } from './write-atomic.mjs';

/**
 * The parts of a remote's mf-manifest.json the release reads (Module Federation's manifest).
 * @typedef {object} Manifest
 * @property {string} [name]
 * @property {{ remoteEntry?: { path?: string, name?: string }, pluginVersion?: string }} [metaData]
 * @property {ManifestAssetsOwner[]} [exposes]
 * @property {ManifestShared[]} [shared]
 * @property {Record<string, string>} [integrity] SHA-384 by file (tools/webpack/subresource-integrity.cjs)
 * @property {HostContractRecord} [hostContract] the host contract the build provides (the shell) or requires (a member remote), ADR 0054
 */
/**
 * A build's record of the host contract (tools/webpack/host-contract.cjs): the shell's `provides`
 * with the pages its route table sends to each remote (by remote), a remote's `requires` range
 * with its own pages (a list).
 * @typedef {{ name: string, provides?: string, requires?: string, pages?: Record<string, string[]> | string[] }} HostContractRecord
 */
/**
 * An expose or a shared module of the manifest, with the files it loads.
 * @typedef {{ assets?: Record<string, Record<string, unknown[]> | undefined> }} ManifestAssetsOwner
 */
/**
 * A shared module of the manifest.
 * @typedef {ManifestAssetsOwner & { name: string, version: string, singleton?: boolean, requiredVersion?: string }} ManifestShared
 */
/**
 * One published version of a remote (registry.json).
 * @typedef {object} PublishedVersion
 * @property {{ manifest: string, remoteEntry: string }} integrity
 * @property {Record<string, string>} [files] every published file's SHA-384 (versions published before files were recorded have none)
 * @property {string} publishedAt
 * @property {string} by
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
 * Files a build keeps for error tracking (dist-debug/) or as a build stamp: never published.
 * @param {string} name
 */
const unpublished = (name) => name.endsWith('.map') || name === 'mf-stats.json' || name === '.built';

const lockStaleMs = 30_000;

export class ReleaseError extends Error {}

/**
 * Every file of a build folder, relative, sorted, without the unpublished ones. Only regular files
 * and folders: a symbolic link would be published as its target's content (anything the release
 * machine can read), so a build holding one is refused, as is a device, socket or pipe.
 * @param {string} dir
 * @returns {string[]}
 */
function buildFiles(dir, prefix = '') {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      if (entry.isSymbolicLink())
        throw new ReleaseError(`[tools] E13 ${path.join(dir, relative)} is a symbolic link: a build is published as regular files only`);
      if (entry.isDirectory()) return buildFiles(dir, relative);
      if (!entry.isFile()) throw new ReleaseError(`[tools] E13 ${path.join(dir, relative)} is not a regular file: not published`);
      return unpublished(entry.name) ? [] : [relative];
    })
    .sort();
}

/**
 * The first 8 hex of sha256 over the build's file names and bytes: identical builds, identical hash.
 * @param {string} dir
 */
export function buildHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of buildFiles(dir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

/**
 * `<UTC yyyymmddHHMMSS>-<hash>`.
 * @param {string} hash
 */
export function versionName(hash, now = new Date()) {
  return `${now.toISOString().replace(/[-:T]/g, '').slice(0, 14)}-${hash}`;
}

/**
 * SRI form of a file's bytes: `sha384-<base64>`.
 * @param {import('node:crypto').BinaryLike} bytes
 */
export function sri(bytes) {
  return `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * @param {string} dir
 * @returns {Manifest}
 */
function readManifest(dir) {
  const file = path.join(dir, 'mf-manifest.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new ReleaseError(`[tools] E13 ${dir} is not a remote's build: no readable mf-manifest.json`);
  }
}

/**
 * The remoteEntry.js the manifest names, relative to the version folder.
 * @param {Manifest} manifest
 */
function entryFile(manifest) {
  const entry = manifest.metaData?.remoteEntry ?? {};
  return path.posix.join(entry.path ?? '', entry.name ?? 'remoteEntry.js');
}

/**
 * Every file the manifest tells a browser to load: its remoteEntry and the assets of its exposes and
 * shared modules (as the manifest has them: checkManifestFiles refuses what is not a plain name).
 * @param {Manifest} manifest
 * @returns {unknown[]}
 */
function manifestFiles(manifest) {
  /** @param {ManifestAssetsOwner | undefined} item */
  const assets = (item) => ['js', 'css'].flatMap((kind) => ['sync', 'async'].flatMap((when) => item?.assets?.[kind]?.[when] ?? []));
  return [entryFile(manifest), ...(manifest.exposes ?? []).flatMap(assets), ...(manifest.shared ?? []).flatMap(assets)];
}

/**
 * The manifest names only files of its own build, by plain relative paths: no `..`, no absolute
 * path, no address, no backslash, each one present. A name like `../../etc/hostname` would make
 * the release read (and a browser load) something outside the version's folder.
 * @param {string} dir
 * @param {Manifest} manifest
 * @param {string[]} files
 */
function checkManifestFiles(dir, manifest, files) {
  const present = new Set(files);
  const bad = manifestFiles(manifest).filter((file) => {
    if (typeof file !== 'string' || file === '' || /[\\\0:]/.test(file) || file.startsWith('/')) return true;
    const normal = path.posix.normalize(file);
    return normal.split('/').includes('..') || !present.has(normal);
  });
  if (bad.length)
    throw new ReleaseError(
      `[tools] E13 ${dir}/mf-manifest.json names files that are not plain files of this build: ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
    );
}

/**
 * Integrity of a version folder: the manifest's exact bytes and the remoteEntry.js it points to.
 * @param {string} dir
 */
export function integrityOf(dir) {
  const manifest = readManifest(dir);
  checkManifestFiles(dir, manifest, buildFiles(dir));
  const entry = path.join(dir, entryFile(manifest));
  return { manifest: sri(fs.readFileSync(path.join(dir, 'mf-manifest.json'))), remoteEntry: sri(fs.readFileSync(entry)) };
}

/**
 * Every published file of a build and its SHA-384, recorded with the version: what `verify` checks.
 * @param {string} dir
 */
function fileHashes(dir) {
  return Object.fromEntries(buildFiles(dir).map((file) => [file, sri(fs.readFileSync(path.join(dir, file)))]));
}

/**
 * Can the shell serve what the candidate shares? Every singleton the candidate needs must be
 * provided by the shell in a version inside the candidate's requiredVersion, React's major must
 * be the shell's, and the federation runtime the same version. Returns the problems (empty: compatible).
 * @param {Manifest} candidate
 * @param {Manifest} shell
 */
export function compatibilityProblems(candidate, shell) {
  const provided = new Map((shell.shared ?? []).map((s) => [s.name, s]));
  /** @type {string[]} */
  const problems = [];
  // A remote runs on the shell's runtime-core (ADR 0026): it must be built against the same one.
  /** @param {Manifest} manifest */
  const runtime = (manifest) => manifest.metaData?.pluginVersion;
  if (runtime(shell) && runtime(candidate) !== runtime(shell)) {
    problems.push(
      `@module-federation/enhanced: the remote is built with ${runtime(candidate) ?? 'an unknown version'}, the shell runs ${runtime(shell)} ` +
        "(remotes use the shell's runtime-core, so both are built with the same version)",
    );
  }
  for (const need of candidate.shared ?? []) {
    const have = provided.get(need.name);
    if (need.name === 'react' && have && majorOf(have.version) !== majorOf(need.version)) {
      problems.push(`react: the remote is built with ${need.version}, the shell runs ${have.version} (another major)`);
      continue;
    }
    if (!need.singleton) continue;
    if (!have) {
      problems.push(`${need.name}: the remote needs it as a singleton (${need.requiredVersion || need.version}), the shell does not share it`);
    } else if (need.requiredVersion && !satisfies(have.version, need.requiredVersion)) {
      problems.push(`${need.name}: the remote requires ${need.requiredVersion} (built with ${need.version}), the shell shares ${have.version}`);
    }
  }
  return problems;
}

/**
 * Can the shell run the candidate's pages? The contract the candidate was built against (its
 * `requires` range) must be satisfied by the one the shell provides, and every page the shell's
 * route table sends to it must be one of the candidate's pages (both listed in the manifests by
 * tools/webpack/host-contract.cjs). A candidate that records no contract was built before
 * contracts were recorded: it is taken as it was before (nothing known to check).
 * Returns the problems (empty: compatible).
 * @param {Manifest} candidate
 * @param {Manifest} shell
 */
export function contractProblems(candidate, shell) {
  const needs = candidate.hostContract;
  const has = shell.hostContract;
  if (!needs?.requires) return [];
  if (!has?.provides || has.name !== needs.name) {
    return [
      `host contract: the remote needs ${needs.name} ${needs.requires}; the shell provides ${has?.provides ? `${has.name} ${has.provides}` : 'no contract version (built before ADR 0054)'}: release the shell first`,
    ];
  }
  /** @type {string[]} */
  const problems = [];
  if (!satisfies(has.provides, needs.requires))
    problems.push(`host contract: the remote needs ${needs.name} ${needs.requires}, the shell provides ${has.provides}`);
  const own = needs.pages;
  const routed = (candidate.name && !Array.isArray(has.pages) && has.pages?.[candidate.name]) || [];
  const missing = Array.isArray(own) ? routed.filter((page) => !own.includes(page)) : [];
  if (missing.length) problems.push(`host contract: the shell's routes send ${missing.join(', ')} to ${candidate.name}, which has no such page`);
  return problems;
}

/**
 * What a shell (its mf-manifest.json) would break among the member remotes the registry serves:
 * each live and canary version checked as a release of it would be (shared singletons, the
 * federation runtime, the host contract). Empty: the shell may be released.
 * @param {string} releasesDir
 * @param {Manifest} shell
 * @returns {string[]}
 */
export function shellProblems(releasesDir, shell) {
  const registry = readRegistry(releasesDir);
  /** @type {string[]} */
  const problems = [];
  for (const [name, remote] of Object.entries(registry.remotes ?? {})) {
    if ((remote.host ?? 'shell') !== 'shell') continue;
    const versions = [...new Set([remote.live, remote.canary?.version].filter((v) => typeof v === 'string'))];
    for (const version of versions) {
      const dir = path.join(releasesDir, remote.dir, version);
      let manifest;
      try {
        manifest = readManifest(dir);
      } catch {
        problems.push(`${name} ${version}: its mf-manifest.json cannot be read in ${dir}`);
        continue;
      }
      const role = version === remote.live ? 'live' : 'canary';
      for (const problem of [...compatibilityProblems(manifest, shell), ...contractProblems(manifest, shell)]) {
        problems.push(`${name} ${version} (${role}): ${problem}`);
      }
    }
  }
  return problems;
}

// ---- the lock and the state files ----------------------------------------------------------

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
    const at = (version) => ({
      entry: `${served.origin}/${version}/mf-manifest.json`,
      integrity: /** @type {PublishedVersion} */ (remote.versions[version]).integrity,
    });
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
function update(releasesDir, change) {
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

/**
 * @param {Registry} registry
 * @param {string} name
 */
function remoteOf(registry, name) {
  const remote = registry.remotes[name];
  if (!remote || Object.keys(remote.versions).length === 0) throw new ReleaseError(`[tools] E12 ${name} has no published version`);
  return remote;
}

/**
 * @param {RegistryRemote} remote
 * @param {string} name
 * @param {string} version
 */
function knownVersion(remote, name, version) {
  if (!remote.versions[version]) {
    throw new ReleaseError(`[tools] E10 ${name} has no version ${version}; kept: ${Object.keys(remote.versions).join(', ')}`);
  }
}

/**
 * Makes `version` live; keeps the trail of live versions that a plain rollback walks back.
 * @param {RegistryRemote} remote
 * @param {string} version
 */
function goLive(remote, version) {
  remote.live = version;
  remote.trail = [...(remote.trail ?? []).filter((v) => v !== version), version];
}

// ---- verify: every published file is still what was published ---------------------------------

/**
 * Every entry of a version's folder, relative (symbolic links and other non-files included, to be reported).
 * @param {string} dir
 * @returns {Array<{ relative: string, file: boolean }>}
 */
function folderEntries(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(prefix, entry.name);
    return entry.isDirectory() && !entry.isSymbolicLink() ? folderEntries(dir, relative) : [{ relative, file: entry.isFile() }];
  });
}

/**
 * What differs between a version's folder and the files recorded when it was published: a file
 * changed, missing, added, or not a regular file. A version published before files were recorded
 * is `unrecorded` (it cannot be checked).
 * @param {string} releasesDir
 * @param {RegistryRemote} remote
 * @param {string} name
 * @param {string} version
 * @returns {string[]}
 */
export function versionProblems(releasesDir, remote, name, version) {
  const recorded = remote.versions[version]?.files;
  const dir = path.join(releasesDir, remote.dir, version);
  if (!fs.existsSync(dir)) return [`${name} ${version}: its folder ${dir} is missing`];
  if (!recorded) return [`${name} ${version}: unrecorded (published before file hashes were kept; release it again to record them)`];
  /** @type {string[]} */
  const problems = [];
  const seen = new Set();
  for (const { relative, file } of folderEntries(dir)) {
    seen.add(relative);
    if (!file) problems.push(`${name} ${version}: ${relative} is not a regular file`);
    else if (!(relative in recorded)) problems.push(`${name} ${version}: ${relative} was added after publishing`);
    else if (sri(fs.readFileSync(path.join(dir, relative))) !== recorded[relative])
      problems.push(`${name} ${version}: ${relative} was changed after publishing`);
  }
  for (const relative of Object.keys(recorded)) if (!seen.has(relative)) problems.push(`${name} ${version}: ${relative} is missing`);
  return problems;
}

/** @param {string} problem */
const unrecorded = (problem) => problem.endsWith('release it again to record them)');

/**
 * Refuses to make a version live whose folder is not what was published (an unrecorded one goes, unchecked).
 * @param {string} releasesDir
 * @param {RegistryRemote} remote
 * @param {string} name
 * @param {string} version
 */
function assertIntact(releasesDir, remote, name, version) {
  const problems = versionProblems(releasesDir, remote, name, version).filter((problem) => !unrecorded(problem));
  if (problems.length) throw new ReleaseError(`[tools] E22 ${name} ${version} is not what was published; nothing changed:\n  ${problems.join('\n  ')}`);
}

/**
 * Refuses to make a kept version of a member remote live on a shell that cannot run it (E9, E27),
 * as its release would have been; without the shell's manifest, nothing is checked.
 * @param {string} releasesDir
 * @param {RegistryRemote} remote
 * @param {string} name
 * @param {string} version
 * @param {Manifest | undefined} shell
 */
function assertRunsOn(releasesDir, remote, name, version, shell) {
  if (!shell || (remote.host ?? 'shell') !== 'shell') return;
  const dir = path.join(releasesDir, remote.dir, version);
  const manifest = readManifest(dir);
  const shared = compatibilityProblems(manifest, shell);
  if (shared.length)
    throw new ReleaseError(
      `[tools] E9 ${name} ${version} cannot go live: the live shell cannot serve what it shares; nothing changed:\n  ${shared.join('\n  ')}`,
    );
  const contract = contractProblems(manifest, shell);
  if (contract.length)
    throw new ReleaseError(
      `[tools] E27 ${name} ${version} cannot go live: the live shell cannot run it (ADR 0054); nothing changed:\n  ${contract.join('\n  ')}`,
    );
}

/**
 * Checks every kept version of every remote (or of `name`) against its recorded files.
 * @param {string} releasesDir
 * @param {{ name?: string }} [options]
 * @returns {{ checked: number, problems: string[], unrecorded: string[] }}
 */
export function verify(releasesDir, { name } = {}) {
  const registry = readRegistry(releasesDir);
  /** @type {{ checked: number, problems: string[], unrecorded: string[] }} */
  const result = { checked: 0, problems: [], unrecorded: [] };
  for (const [remoteName, remote] of Object.entries(registry.remotes ?? {})) {
    if (name && remoteName !== name) continue;
    for (const version of Object.keys(remote.versions)) {
      result.checked += 1;
      for (const problem of versionProblems(releasesDir, remote, remoteName, version))
        (unrecorded(problem) ? result.unrecorded : result.problems).push(problem);
    }
  }
  return result;
}

// ---- the commands -----------------------------------------------------------------------------

/**
 * Publishes a build folder as a version of remote `name` and (unless live: false) makes it live,
 * or its canary (canary: percent). Identical bytes already published are the same version.
 * `shellManifest`: the live host's mf-manifest.json (the shell's; for a staff remote, `host`
 * 'backoffice', the back office's), checked before anything changes.
 */
/**
 * @param {string} releasesDir
 * @param {{ name: string, dir: string, from: string, shellManifest: Manifest, host?: Host, live?: boolean, canary?: number, now?: Date }} options
 */
export async function release(releasesDir, { name, dir, from, shellManifest, host = 'shell', live = true, canary, now = new Date() }) {
  const candidate = readManifest(from);
  if (candidate.name && candidate.name !== name) throw new ReleaseError(`[tools] E13 ${from} is a build of ${candidate.name}, not ${name}`);
  const problems = compatibilityProblems(candidate, shellManifest);
  if (problems.length) {
    throw new ReleaseError(
      `[tools] E9 ${name} is not released: the live ${host === 'backoffice' ? 'back office' : 'shell'} cannot serve what it shares:\n  ${problems.join('\n  ')}`,
    );
  }
  const contract = contractProblems(candidate, shellManifest);
  if (contract.length)
    throw new ReleaseError(`[tools] E27 ${name} is not released: the live shell cannot run it (ADR 0054); nothing changed:\n  ${contract.join('\n  ')}`);
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99)) {
    throw new ReleaseError(`[tools] E12 --canary takes a percent from 1 to 99, got ${canary}`);
  }
  const integrity = integrityOf(from);
  const hash = buildHash(from);
  return update(releasesDir, (registry) => {
    const known = registry.remotes[name];
    if (known && (known.host ?? 'shell') !== host) {
      throw new ReleaseError(
        `[tools] E25 ${name} is a remote of the ${known.host === 'backoffice' ? 'back office' : 'shell'}: it is not released for the ${host === 'backoffice' ? 'back office' : 'shell'}; nothing changed`,
      );
    }
    const remote = (registry.remotes[name] ??= { dir, ...(host === 'backoffice' ? { host } : {}), live: null, versions: {}, trail: [] });
    let version = Object.keys(remote.versions).find((v) => v.endsWith(`-${hash}`));
    const published = Boolean(version);
    if (canary !== undefined && !remote.live) throw new ReleaseError(`[tools] E12 ${name} has no live version for a canary to run beside`);
    if (canary !== undefined && published && version === remote.live) {
      throw new ReleaseError(`[tools] E12 ${version} is already live; a canary needs another version`);
    }
    if (!version) {
      version = versionName(hash, now);
      const target = path.join(releasesDir, dir, version);
      const temp = `${target}.tmp-${process.pid}`;
      fs.rmSync(temp, { recursive: true, force: true });
      for (const file of buildFiles(from)) {
        fs.mkdirSync(path.dirname(path.join(temp, file)), { recursive: true });
        fs.copyFileSync(path.join(from, file), path.join(temp, file));
        fs.chmodSync(path.join(temp, file), 0o444);
      }
      fs.renameSync(temp, target);
      remote.versions[version] = { integrity, files: fileHashes(target), publishedAt: now.toISOString(), by: releaser() };
    } else {
      // The same bytes published before: only if its folder is still exactly what was published.
      assertIntact(releasesDir, remote, name, version);
    }
    const before = { live: remote.live, canary: remote.canary?.version ?? null };
    if (canary !== undefined) {
      remote.canary = { version, percent: canary };
      return { action: 'canary', remote: name, version, percent: canary, from: before.live, to: before.live, published: !published };
    }
    if (live) {
      goLive(remote, version);
      if (remote.canary?.version === version) delete remote.canary;
    }
    return { action: live ? 'release' : 'publish', remote: name, version, from: before.live, to: remote.live, published: !published };
  });
}

/** Back to any kept version (default: the one live before the current); clears a canary. */
/**
 * @param {string} releasesDir
 * @param {{ name: string, to?: string, shellManifest?: Manifest }} options `shellManifest`: the live shell's, checked against the version going live
 */
export function rollback(releasesDir, { name, to, shellManifest }) {
  return update(releasesDir, (registry) => {
    const remote = remoteOf(registry, name);
    const from = remote.live;
    if (!to && remote.canary) {
      // Rolling back during a canary withdraws the canary; live stays.
      const canary = remote.canary.version;
      delete remote.canary;
      return { action: 'rollback', remote: name, from, to: from, canary };
    }
    let target = to;
    if (target) {
      knownVersion(remote, name, target);
      assertIntact(releasesDir, remote, name, target);
      assertRunsOn(releasesDir, remote, name, target, shellManifest);
      goLive(remote, target);
    } else {
      const trail = (remote.trail ?? []).filter((v) => remote.versions[v]);
      // The one live before the current: none when the trail has fewer than two.
      const previous = trail[trail.length - 2];
      if (previous === undefined) throw new ReleaseError(`[tools] E12 ${name} has no earlier live version; name one with --to`);
      target = previous;
      assertIntact(releasesDir, remote, name, target);
      assertRunsOn(releasesDir, remote, name, target, shellManifest);
      remote.trail = trail.slice(0, -1);
      remote.live = target;
    }
    const canary = remote.canary?.version;
    delete remote.canary;
    return { action: 'rollback', remote: name, from, to: target, ...(canary ? { canary } : {}) };
  });
}

/**
 * The canary becomes live.
 * @param {string} releasesDir
 * @param {{ name: string }} options
 */
export function promote(releasesDir, { name }) {
  return update(releasesDir, (registry) => {
    const remote = remoteOf(registry, name);
    if (!remote.canary) throw new ReleaseError(`[tools] E12 ${name} has no canary to promote`);
    assertIntact(releasesDir, remote, name, remote.canary.version);
    const from = remote.live;
    goLive(remote, remote.canary.version);
    delete remote.canary;
    return { action: 'promote', remote: name, from, to: remote.live };
  });
}

/**
 * A signed link that shows `version` of remote `name` in whichever browser opens it (a bearer link), until it expires.
 * `shellUrl`: the host's address (the back office's for a staff remote).
 * @param {string} releasesDir
 * @param {{ name: string, version: string, minutes?: number, shellUrl: string, now?: number }} options
 */
export async function preview(releasesDir, { name, version, minutes = 60, shellUrl, now = Date.now() }) {
  if (!(minutes > 0 && minutes <= 7 * 24 * 60)) throw new ReleaseError(`[tools] E12 --minutes takes 1 to ${7 * 24 * 60}, got ${minutes}`);
  /** @type {string | undefined} */
  let token;
  await update(releasesDir, (registry) => {
    knownVersion(remoteOf(registry, name), name, version);
    const exp = Math.floor(now / 1000) + Math.round(minutes * 60);
    token = signPreviewToken(previewKey(releasesDir), { remote: name, version, exp });
    return { action: 'preview', remote: name, version, exp: new Date(exp * 1000).toISOString() };
  });
  return `${shellUrl.replace(/\/+$/, '')}/?preview=${token}`;
}

/**
 * Where the stack serves each remote (origin: from the registry; url: a plain manifest URL), and
 * remotes.json regenerated. Called by `npm start`, `npm run dev` and the e2e setup. `staffServed`:
 * where the back office serves each staff remote (unset: as recorded before).
 * @param {string} releasesDir
 * @param {Record<string, Served>} served
 * @param {Record<string, Served>} [staffServed]
 */
export function setServed(releasesDir, served, staffServed) {
  return update(releasesDir, (registry) => {
    registry.served = served;
    if (staffServed) registry.staffServed = staffServed;
    return null;
  });
}

/**
 * Has this build (by its bytes) been published as a version of `name`?
 * @param {string} releasesDir
 * @param {string} name
 * @param {string} dir
 */
export function publishedVersionOf(releasesDir, name, dir) {
  const hash = buildHash(dir);
  return Object.keys(readRegistry(releasesDir).remotes?.[name]?.versions ?? {}).find((v) => v.endsWith(`-${hash}`)) ?? null;
}
