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
// The commands live here; each concern beside them: build-files.mjs (a build as read and hashed),
// compatibility.mjs (which builds fit together), lock.mjs, state.mjs (registry.json, history,
// preview keys, remotes.json), verify.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { buildHash, fileHashes, integrityOf, readBuild, readManifest, versionName } from './build-files.mjs';
import { compatibilityProblems, contractProblems, pathConflicts } from './compatibility.mjs';
import { ReleaseError } from './release-error.mjs';
import { previewKey, readRegistry, releaser, signPreviewToken, update } from './state.mjs';
import { assertIntact } from './verify.mjs';

/** @typedef {import('./build-files.mjs').Manifest} Manifest */
/** @typedef {import('./state.mjs').Host} Host */
/** @typedef {import('./state.mjs').Registry} Registry */
/** @typedef {import('./state.mjs').RegistryRemote} RegistryRemote */
/** @typedef {import('./state.mjs').Served} Served */

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
  assertFits(readManifest(path.join(releasesDir, remote.dir, version)), shell, `${name} ${version} cannot go live`, 'shell', '; nothing changed');
}

/**
 * Refuses a build its host cannot run, before anything changes: what it shares (E9: React's
 * major, the singletons' ranges, the federation runtime) or the host contract it needs (E27).
 * @param {Manifest} manifest the build's
 * @param {Manifest} host the live host's (the shell's; the back office's for a staff remote)
 * @param {string} refused what is refused ("mf_wallet is not released")
 * @param {string} hostName 'shell' or 'back office'
 * @param {string} [sharedTail] after E9's reason (a rollback's says '; nothing changed')
 */
function assertFits(manifest, host, refused, hostName, sharedTail = '') {
  const shared = compatibilityProblems(manifest, host);
  if (shared.length) throw new ReleaseError(`[tools] E9 ${refused}: the live ${hostName} cannot serve what it shares${sharedTail}:\n  ${shared.join('\n  ')}`);
  const contract = contractProblems(manifest, host);
  if (contract.length)
    throw new ReleaseError(`[tools] E27 ${refused}: the live ${hostName} cannot run it (ADR 0054); nothing changed:\n  ${contract.join('\n  ')}`);
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
  // Read once: what is checked is what is published (issue 39).
  const build = readBuild(from);
  const candidate = readManifest(build);
  if (candidate.name && candidate.name !== name) throw new ReleaseError(`[tools] E13 ${from} is a build of ${candidate.name}, not ${name}`);
  assertFits(candidate, shellManifest, `${name} is not released`, host === 'backoffice' ? 'back office' : 'shell');
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99)) {
    throw new ReleaseError(`[tools] E12 --canary takes a percent from 1 to 99, got ${canary}`);
  }
  const integrity = integrityOf(build);
  const hash = buildHash(build);
  // A member remote's own routes, which the shell routes by at run time (ADR 0057).
  const routes = host === 'shell' ? (candidate.hostContract?.routes?.filter((route) => route.remote === name) ?? null) : null;
  return update(releasesDir, (registry) => {
    const known = registry.remotes[name];
    if (known && (known.host ?? 'shell') !== host) {
      throw new ReleaseError(
        `[tools] E25 ${name} is a remote of the ${known.host === 'backoffice' ? 'back office' : 'shell'}: it is not released for the ${host === 'backoffice' ? 'back office' : 'shell'}; nothing changed`,
      );
    }
    const conflicts = routes ? pathConflicts(name, routes, registry, shellManifest) : [];
    if (conflicts.length) {
      throw new ReleaseError(`[tools] E29 ${name} is not released: another owner has its paths (ADR 0057); nothing changed:\n  ${conflicts.join('\n  ')}`);
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
      for (const [file, bytes] of build.files) {
        fs.mkdirSync(path.dirname(path.join(temp, file)), { recursive: true });
        fs.writeFileSync(path.join(temp, file), bytes, { flag: 'wx', mode: 0o444 });
      }
      fs.renameSync(temp, target);
      remote.versions[version] = { integrity, files: fileHashes(build), publishedAt: now.toISOString(), by: releaser(), ...(routes ? { routes } : {}) };
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
