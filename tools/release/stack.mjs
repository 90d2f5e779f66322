// The stack's side of the release registry (`npm start`, `npm run dev`, the e2e setup, the
// benchmarks): each local remote's current dist/ is published as a version when its bytes are
// not published yet (and goes live: `npm start` after a build shows that build), and so is each
// staff container's dist-staff/ for the back office (ADR 0046); then the registry learns where the
// stack serves each remote, and the shell's and the back office's remotes.json are regenerated.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, staffApps } from '../stack.mjs';
import { staffRemotesPath } from '../serving/rules.mjs';
import { shellProblems } from './compatibility.mjs';
import { publishedVersionOf, release, setServed } from './registry.mjs';
import { ReleaseError } from './release-error.mjs';

/**
 * The built shell's mf-manifest.json: what the live shell shares (checked before a remote goes live).
 * @param {string} [file]
 * @returns {import('./build-files.mjs').Manifest}
 */
export function shellManifest(file = path.join(repoRoot, 'shell/dist/mf-manifest.json')) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new ReleaseError(
      `[tools] E13 the shell's ${file} cannot be read: build the shell (npm run build -w shell) or name its manifest with --shell-manifest`,
    );
  }
}

/**
 * The built back office's mf-manifest.json: what the live back office shares (checked before a
 * staff remote goes live, as the shell's is for a member remote).
 * @param {string} [file]
 * @returns {import('./build-files.mjs').Manifest}
 */
export function backofficeManifest(file = path.join(repoRoot, 'backoffice/dist/mf-manifest.json')) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new ReleaseError(
      `[tools] E13 the back office's ${file} cannot be read: build it (npm run build -w backoffice) or name its manifest with --host-manifest`,
    );
  }
}

/**
 * Where the back office serves each staff remote: under /remotes/<its team's folder> of its own
 * origin, as a path (the back office resolves it against the address it is opened at, so a staff
 * remote is always same-origin: its CSP allows scripts from 'self' alone).
 * @returns {Record<string, import('./state.mjs').Served>}
 */
export function staffServedBy() {
  return Object.fromEntries(staffApps.map((app) => [app.name, { origin: `${staffRemotesPath}${app.source}`.replace(/\/$/, '') }]));
}

/**
 * Where the stack serves each remote: `{ origin }` from the registry for local ones, a plain
 * `{ url }` for an operator's MF_*_URL and for the remotes named in `plain` (the dev server).
 * @param {Pick<import('../stack.mjs').Stack, 'apps'>} stack
 * @param {string[]} [plain] the folders of the remotes served by a dev server
 * @returns {Record<string, import('./state.mjs').Served>}
 */
export function servedBy(stack, plain = []) {
  return Object.fromEntries(
    stack.apps
      .filter((app) => app.name !== 'shell')
      .map((app) => [app.name, app.local && !plain.includes(app.dir) ? { origin: app.origin } : { url: app.manifest }]),
  );
}

/**
 * Publishes unpublished local builds and writes remotes.json into stack.releasesDir.
 * @param {Pick<import('../stack.mjs').Stack, 'apps' | 'releasesDir'>} stack
 * @param {{ plain?: string[] }} [options]
 */
export async function publishStack(stack, { plain = [] } = {}) {
  const served = servedBy(stack, plain);
  for (const app of stack.apps.filter((a) => served[a.name]?.origin)) {
    const dist = path.join(repoRoot, app.dir, 'dist');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json')) || publishedVersionOf(stack.releasesDir, app.name, dist)) continue;
    const done = await release(stack.releasesDir, { name: app.name, dir: app.dir, from: dist, shellManifest: shellManifest() });
    console.log(`[release] ${app.name} ${done.version} published from ${app.dir}/dist and live`);
  }
  // The staff containers, for the back office, checked against the back office's manifest.
  for (const app of staffApps) {
    const dist = path.join(repoRoot, app.source, 'dist-staff');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json')) || publishedVersionOf(stack.releasesDir, app.name, dist)) continue;
    const done = await release(stack.releasesDir, { name: app.name, dir: app.dir, from: dist, shellManifest: backofficeManifest(), host: 'backoffice' });
    console.log(`[release] ${app.name} ${done.version} published from ${app.source}/dist-staff and live`);
  }
  // The shell it serves must run every member remote still live or in canary (ADR 0054).
  const broken = shellProblems(stack.releasesDir, shellManifest());
  if (broken.length) {
    throw new ReleaseError(
      `[tools] E28 the built shell would break remotes of ${stack.releasesDir}; release them for it first (or keep the live shell):\n  ${broken.join('\n  ')}`,
    );
  }
  await setServed(stack.releasesDir, served, staffServedBy());
}
