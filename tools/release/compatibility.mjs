// Which builds fit together (ADR 0026, 0039, 0054): what the candidate shares against what its host
// provides (React's major, every singleton in range, the same federation runtime), the host
// contract the candidate needs against the one the shell provides, and what a shell would break
// among the member remotes the registry serves.
import path from 'node:path';
import { readManifest } from './build-files.mjs';
import { majorOf, satisfies } from './semver.mjs';
import { readRegistry } from './state.mjs';

/** @typedef {import('./build-files.mjs').Manifest} Manifest */
/** @typedef {import('../webpack/route-table.cjs').PublishedRoute} PublishedRoute */

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
  return satisfies(has.provides, needs.requires) ? [] : [`host contract: the remote needs ${needs.name} ${needs.requires}, the shell provides ${has.provides}`];
}

/**
 * A path as routes compare: case-insensitive (the shell matches so), parameters by place only.
 * @param {string} path
 */
const pathKey = (path) =>
  path
    .toLowerCase()
    .replace(/:[^/]+/g, ':')
    .replace(/\/+$/, '') || '/';

/**
 * The paths a remote's build publishes that another owner already claims (ADR 0057): another
 * member remote's live or canary version (its published routes, or for one built before routes
 * were published, the shell's own table for it), or the shell's own routes. Empty: none.
 * @param {string} name the candidate remote
 * @param {PublishedRoute[]} routes its routes
 * @param {import('./state.mjs').RegistryFile} registry
 * @param {Manifest} shell the live shell's manifest
 * @returns {string[]}
 */
export function pathConflicts(name, routes, registry, shell) {
  const compiled = shell.hostContract?.routes ?? [];
  /** @type {Map<string, string>} path key → who claims it */
  const claimed = new Map();
  for (const route of compiled) if (route.remote === 'shell') claimed.set(pathKey(route.path), `the shell's ${route.path}`);
  for (const [other, remote] of Object.entries(registry.remotes ?? {})) {
    if (other === name || (remote.host ?? 'shell') !== 'shell') continue;
    for (const version of new Set([remote.live, remote.canary?.version].filter((v) => typeof v === 'string'))) {
      const published = remote.versions[version]?.routes ?? compiled.filter((route) => route.remote === other);
      for (const route of published) claimed.set(pathKey(route.path), `${other} ${version}'s ${route.path}`);
    }
  }
  return routes.filter((route) => claimed.has(pathKey(route.path))).map((route) => `${route.path} is already ${claimed.get(pathKey(route.path))}`);
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
