// The release registry (ADR 0021): each remote's published versions, which one is live, an
// optional canary, and the generated remotes.json the shell reads. Layout under RELEASES_DIR:
//   registry.json   tool-owned state, changed only under the lock (read, modify, write temp + rename)
//   history.jsonl   one JSON line per release / rollback / canary / promote / preview, append-only
//   preview-key.jwk the private key that signs preview links (0600, never served)
//   remotes.json    generated from registry.json on every change
//   <app>/<version>/ the immutable files of one build; the remote's server serves <app>/ as its root
import { execFileSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { majorOf, satisfies } from './semver.mjs';
import { writePrerendered } from './prerender.mjs';
import { writeAtomic } from './write-atomic.mjs';

/** Files a build keeps for error tracking (dist-debug/) or as a build stamp: never published. */
const unpublished = (name) => name.endsWith('.map') || name === 'mf-stats.json' || name === '.built';

const lockStaleMs = 30_000;

export class ReleaseError extends Error {}

/** Every file of a build folder, relative, sorted, without the unpublished ones. */
function buildFiles(dir, prefix = '') {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      if (entry.isDirectory()) return buildFiles(dir, relative);
      return unpublished(entry.name) ? [] : [relative];
    })
    .sort();
}

/** The first 8 hex of sha256 over the build's file names and bytes: identical builds, identical hash. */
export function buildHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of buildFiles(dir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

/** `<UTC yyyymmddHHMMSS>-<hash>`. */
export function versionName(hash, now = new Date()) {
  return `${now.toISOString().replace(/[-:T]/g, '').slice(0, 14)}-${hash}`;
}

/** SRI form of a file's bytes: `sha384-<base64>`. */
export function sri(bytes) {
  return `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
}

function readManifest(dir) {
  const file = path.join(dir, 'mf-manifest.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new ReleaseError(`[tools] E13 ${dir} is not a remote's build: no readable mf-manifest.json`);
  }
}

/** The remoteEntry.js the manifest names, relative to the version folder. */
function entryFile(manifest) {
  const entry = manifest.metaData?.remoteEntry ?? {};
  return path.posix.join(entry.path ?? '', entry.name ?? 'remoteEntry.js');
}

/** Integrity of a version folder: the manifest's exact bytes and the remoteEntry.js it points to. */
export function integrityOf(dir) {
  const manifest = readManifest(dir);
  const entry = path.join(dir, entryFile(manifest));
  if (!fs.existsSync(entry)) throw new ReleaseError(`[tools] E13 ${dir} has no ${entryFile(manifest)} (the manifest's remoteEntry)`);
  return { manifest: sri(fs.readFileSync(path.join(dir, 'mf-manifest.json'))), remoteEntry: sri(fs.readFileSync(entry)) };
}

/**
 * Can the shell serve what the candidate shares? Every singleton the candidate needs must be
 * provided by the shell in a version inside the candidate's requiredVersion, React's major must
 * be the shell's, and the federation runtime the same version. Returns the problems (empty: compatible).
 */
export function compatibilityProblems(candidate, shell) {
  const provided = new Map((shell.shared ?? []).map((s) => [s.name, s]));
  const problems = [];
  // A remote runs on the shell's runtime-core (ADR 0026): it must be built against the same one.
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

// ---- the lock and the state files ----------------------------------------------------------

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function ownerAlive(lockDir) {
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
  if (Date.now() - owner.at > lockStaleMs) return false;
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM'; // the process exists (another user's)
  }
}

/**
 * Runs `change` holding RELEASES_DIR/registry.lock (a directory: mkdir is atomic). A lock whose
 * owner died or that is older than 30 s is taken over: renamed away (only one taker wins the
 * rename), then removed.
 */
export async function withLock(releasesDir, change, timeoutMs = 15_000) {
  fs.mkdirSync(releasesDir, { recursive: true });
  const lockDir = path.join(releasesDir, 'registry.lock');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(path.join(lockDir, 'owner.json'), JSON.stringify({ pid: process.pid, at: Date.now() }));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
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
  try {
    return await change();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

export function readRegistry(releasesDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(releasesDir, 'registry.json'), 'utf8'));
  } catch {
    return { remotes: {}, served: {} };
  }
}

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

function appendHistory(releasesDir, entry) {
  fs.appendFileSync(path.join(releasesDir, 'history.jsonl'), `${JSON.stringify({ at: new Date().toISOString(), by: releaser(), ...entry })}\n`);
}

// ---- preview signing -------------------------------------------------------------------------

/** The preview signing key (created on first use, 0600). Call under the lock. */
export function previewKey(releasesDir) {
  const file = path.join(releasesDir, 'preview-key.jwk');
  if (!fs.existsSync(file)) {
    const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeAtomic(file, JSON.stringify(privateKey.export({ format: 'jwk' })), 0o600);
  }
  return crypto.createPrivateKey({ key: JSON.parse(fs.readFileSync(file, 'utf8')), format: 'jwk' });
}

function publicJwk(privateKey) {
  const { kty, crv, x, y } = crypto.createPublicKey(privateKey).export({ format: 'jwk' });
  return { kty, crv, x, y };
}

/** `base64url(payload JSON).base64url(ECDSA P-256 SHA-256 signature, raw r||s)`. */
export function signPreviewToken(privateKey, payload) {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = crypto.sign('sha256', Buffer.from(body, 'ascii'), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${body}.${signature.toString('base64url')}`;
}

// ---- remotes.json ------------------------------------------------------------------------------

/**
 * The shell's remotes.json from the registry: every remote the stack serves from the registry
 * gets its live entry, integrity, kept versions and canary; a remote given as a plain URL (an
 * operator's MF_*_URL, the dev server) stays a string.
 */
export function remotesJson(registry, privateKey) {
  const remotes = {};
  for (const [name, served] of Object.entries(registry.served ?? {})) {
    if (served.url) {
      remotes[name] = served.url;
      continue;
    }
    const remote = registry.remotes?.[name];
    if (!remote?.live) continue;
    const at = (version) => ({ entry: `${served.origin}/${version}/mf-manifest.json`, integrity: remote.versions[version].integrity });
    remotes[name] = {
      version: remote.live,
      ...at(remote.live),
      ...(remote.canary ? { canary: { version: remote.canary.version, ...at(remote.canary.version), percent: remote.canary.percent } } : {}),
      versions: Object.fromEntries(Object.keys(remote.versions).map((v) => [v, at(v)])),
    };
  }
  return { remotes, previewKey: publicJwk(privateKey) };
}

function save(releasesDir, registry) {
  writeAtomic(path.join(releasesDir, 'registry.json'), `${JSON.stringify(registry, null, 2)}\n`);
  writeAtomic(path.join(releasesDir, 'remotes.json'), `${JSON.stringify(remotesJson(registry, previewKey(releasesDir)), null, 2)}\n`);
}

/** Read, change, save and log under the lock. `change(registry)` returns the history entry (or null). */
function update(releasesDir, change) {
  return withLock(releasesDir, async () => {
    const registry = readRegistry(releasesDir);
    registry.remotes ??= {};
    registry.served ??= {};
    const entry = await change(registry);
    save(releasesDir, registry);
    // The landing's live pages, rendered again for the new live version (ADR 0025).
    await writePrerendered(releasesDir, registry);
    if (entry) appendHistory(releasesDir, entry);
    return entry;
  });
}

function remoteOf(registry, name) {
  const remote = registry.remotes[name];
  if (!remote || Object.keys(remote.versions).length === 0) throw new ReleaseError(`[tools] E12 ${name} has no published version`);
  return remote;
}

function knownVersion(remote, name, version) {
  if (!remote.versions[version]) {
    throw new ReleaseError(`[tools] E10 ${name} has no version ${version}; kept: ${Object.keys(remote.versions).join(', ')}`);
  }
}

/** Makes `version` live; keeps the trail of live versions that a plain rollback walks back. */
function goLive(remote, version) {
  remote.live = version;
  remote.trail = [...(remote.trail ?? []).filter((v) => v !== version), version];
}

// ---- the commands -----------------------------------------------------------------------------

/**
 * Publishes a build folder as a version of remote `name` and (unless live: false) makes it live,
 * or its canary (canary: percent). Identical bytes already published are the same version.
 * `shellManifest`: the live shell's mf-manifest.json, checked before anything changes.
 */
/**
 * @param {string} releasesDir
 * @param {{ name: string, dir: string, from: string, shellManifest: object, live?: boolean, canary?: number, now?: Date }} options
 */
export async function release(releasesDir, { name, dir, from, shellManifest, live = true, canary, now = new Date() }) {
  const candidate = readManifest(from);
  if (candidate.name && candidate.name !== name) throw new ReleaseError(`[tools] E13 ${from} is a build of ${candidate.name}, not ${name}`);
  const problems = compatibilityProblems(candidate, shellManifest);
  if (problems.length) {
    throw new ReleaseError(`[tools] E9 ${name} is not released: the live shell cannot serve what it shares:\n  ${problems.join('\n  ')}`);
  }
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99)) {
    throw new ReleaseError(`[tools] E12 --canary takes a percent from 1 to 99, got ${canary}`);
  }
  const integrity = integrityOf(from);
  const hash = buildHash(from);
  return update(releasesDir, (registry) => {
    const remote = (registry.remotes[name] ??= { dir, live: null, versions: {}, trail: [] });
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
      remote.versions[version] = { integrity, publishedAt: now.toISOString(), by: releaser() };
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
 * @param {{ name: string, to?: string }} options
 */
export function rollback(releasesDir, { name, to }) {
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
      goLive(remote, target);
    } else {
      const trail = (remote.trail ?? []).filter((v) => remote.versions[v]);
      if (trail.length < 2) throw new ReleaseError(`[tools] E12 ${name} has no earlier live version; name one with --to`);
      target = trail[trail.length - 2];
      remote.trail = trail.slice(0, -1);
      remote.live = target;
    }
    const canary = remote.canary?.version;
    delete remote.canary;
    return { action: 'rollback', remote: name, from, to: target, ...(canary ? { canary } : {}) };
  });
}

/** The canary becomes live. */
export function promote(releasesDir, { name }) {
  return update(releasesDir, (registry) => {
    const remote = remoteOf(registry, name);
    if (!remote.canary) throw new ReleaseError(`[tools] E12 ${name} has no canary to promote`);
    const from = remote.live;
    goLive(remote, remote.canary.version);
    delete remote.canary;
    return { action: 'promote', remote: name, from, to: remote.live };
  });
}

/** A signed link that shows `version` of remote `name` in whichever browser opens it (a bearer link), until it expires. */
export async function preview(releasesDir, { name, version, minutes = 60, shellUrl, now = Date.now() }) {
  if (!(minutes > 0 && minutes <= 7 * 24 * 60)) throw new ReleaseError(`[tools] E12 --minutes takes 1 to ${7 * 24 * 60}, got ${minutes}`);
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
 * remotes.json regenerated. Called by `npm start`, `npm run dev` and the e2e setup.
 */
export function setServed(releasesDir, served) {
  return update(releasesDir, (registry) => {
    registry.served = served;
    return null;
  });
}

/** Has this build (by its bytes) been published as a version of `name`? */
export function publishedVersionOf(releasesDir, name, dir) {
  const hash = buildHash(dir);
  return Object.keys(readRegistry(releasesDir).remotes?.[name]?.versions ?? {}).find((v) => v.endsWith(`-${hash}`)) ?? null;
}
