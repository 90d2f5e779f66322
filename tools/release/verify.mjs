// verify: every published file of a kept version is still what was published (ADR 0022).
import fs from 'node:fs';
import path from 'node:path';
import { folderEntries, sri } from './build-files.mjs';
import { ReleaseError } from './release-error.mjs';
import { readRegistry } from './state.mjs';

/** @typedef {import('./state.mjs').RegistryRemote} RegistryRemote */

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
export function assertIntact(releasesDir, remote, name, version) {
  const problems = versionProblems(releasesDir, remote, name, version).filter((problem) => !unrecorded(problem));
  if (problems.length) throw new ReleaseError(`[tools] E22 ${name} ${version} is not what was published; nothing changed:\n  ${problems.join('\n  ')}`);
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
