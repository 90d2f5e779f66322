// A build folder as the release tool reads it (ADR 0021, 0022): its files (regular files only, no
// links), its manifest and the files the manifest names, and the hashes recorded when it is
// published: the build's hash (its version's name), each file's SHA-384, and the integrity of its
// manifest and entry that the shell checks in the browser.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ReleaseError } from './release-error.mjs';

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
 * with every route it was built with, a remote's `requires` range with its own routes (ADR 0057).
 * @typedef {{ name: string, provides?: string, requires?: string, routes?: import('../webpack/route-table.cjs').PublishedRoute[] }} HostContractRecord
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

/**
 * Files a build keeps for error tracking (dist-debug/) or as a build stamp: never published.
 * @param {string} name
 */
const unpublished = (name) => name.endsWith('.map') || name === 'mf-stats.json' || name === '.built';

/**
 * Every file of a build folder, relative, sorted, without the unpublished ones. Only regular files
 * and folders: a symbolic link would be published as its target's content (anything the release
 * machine can read), so a build holding one is refused, as is a device, socket or pipe.
 * @param {string} dir
 * @returns {string[]}
 */
export function buildFiles(dir, prefix = '') {
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
export function readManifest(dir) {
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
export function fileHashes(dir) {
  return Object.fromEntries(buildFiles(dir).map((file) => [file, sri(fs.readFileSync(path.join(dir, file)))]));
}

/**
 * Every entry of a version's folder, relative (symbolic links and other non-files included, to be reported).
 * @param {string} dir
 * @returns {Array<{ relative: string, file: boolean }>}
 */
export function folderEntries(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(prefix, entry.name);
    return entry.isDirectory() && !entry.isSymbolicLink() ? folderEntries(dir, relative) : [{ relative, file: entry.isFile() }];
  });
}
