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
  /** @type {fs.Dirent[]} */
  let entries;
  try {
    entries = fs.readdirSync(path.join(dir, prefix), { withFileTypes: true });
  } catch (error) {
    throw changed(path.join(dir, prefix), error);
  }
  return entries
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
 * A build folder read once (issue 39): each published file's bytes, read through one handle that
 * was opened without following a link. Everything a release decides and writes (the manifest it
 * checks, the build's hash, the integrity, each file's SHA-384, the published copy) comes from
 * these bytes, so a file swapped for a link, or rewritten, between two steps cannot be published.
 * @typedef {{ dir: string, files: Map<string, Buffer> }} Build
 */

/**
 * @param {string} file
 * @param {unknown} error
 */
const changed = (file, error) =>
  new ReleaseError(
    `[tools] E13 ${file} changed while it was read (${/** @type {NodeJS.ErrnoException} */ (error).code ?? String(error)}): a build is released from a folder nothing else writes to`,
  );

/**
 * One file of a build, opened with O_NOFOLLOW (a link in its place is not opened), checked to be a
 * regular file by its handle, and read from that handle. Afterwards the path, through folders that
 * are still folders, must still name the same file (device and inode) unchanged in size and time: a
 * folder on the way swapped for a link and back, or the file rewritten meanwhile, fails the release.
 * @param {string} dir the build folder (its own real path)
 * @param {string} relative
 */
function readRegularFile(dir, relative) {
  const file = path.join(dir, relative);
  /** @type {number} */
  let fd;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0) | (fs.constants.O_NONBLOCK ?? 0));
  } catch (error) {
    throw /** @type {NodeJS.ErrnoException} */ (error).code === 'ELOOP'
      ? new ReleaseError(`[tools] E13 ${file} is a symbolic link: a build is published as regular files only`)
      : changed(file, error);
  }
  try {
    const opened = fs.fstatSync(fd);
    if (!opened.isFile()) throw new ReleaseError(`[tools] E13 ${file} is not a regular file: not published`);
    const bytes = fs.readFileSync(fd);
    const parts = relative.split('/');
    for (let depth = 1; depth < parts.length; depth += 1) {
      const folder = path.join(dir, ...parts.slice(0, depth));
      if (!fs.lstatSync(folder, { throwIfNoEntry: false })?.isDirectory()) throw changed(folder, new Error('no longer a folder'));
    }
    const now = fs.lstatSync(file, { throwIfNoEntry: false });
    const after = fs.fstatSync(fd);
    const same = now?.isFile() && now.dev === opened.dev && now.ino === opened.ino;
    if (!same || after.size !== opened.size || after.mtimeMs !== opened.mtimeMs || bytes.length !== opened.size) {
      throw changed(file, new Error('replaced or rewritten'));
    }
    return bytes;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Reads a build folder once (see Build).
 * @param {string} dir
 * @returns {Build}
 */
export function readBuild(dir) {
  /** @type {string} */
  let real;
  try {
    real = fs.realpathSync(dir);
  } catch (error) {
    throw new ReleaseError(`[tools] E13 ${dir} is not a remote's build: ${/** @type {NodeJS.ErrnoException} */ (error).code ?? String(error)}`);
  }
  return { dir, files: new Map(buildFiles(real).map((relative) => [relative, readRegularFile(real, relative)])) };
}

/**
 * A build as read once, or a folder to read.
 * @param {Build | string} build
 * @returns {Build}
 */
const asBuild = (build) => (typeof build === 'string' ? readBuild(build) : build);

/**
 * The first 8 hex of sha256 over the build's file names and bytes: identical builds, identical hash.
 * @param {Build | string} build
 */
export function buildHash(build) {
  const hash = crypto.createHash('sha256');
  for (const [file, bytes] of asBuild(build).files) {
    hash.update(`${file}\0`);
    hash.update(bytes);
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
 * The manifest of a published version's folder, or of a build as read once.
 * @param {string | Build} from
 * @returns {Manifest}
 */
export function readManifest(from) {
  const where = typeof from === 'string' ? from : from.dir;
  try {
    const bytes = typeof from === 'string' ? fs.readFileSync(path.join(from, 'mf-manifest.json')) : from.files.get('mf-manifest.json');
    return JSON.parse(String(bytes));
  } catch {
    throw new ReleaseError(`[tools] E13 ${where} is not a remote's build: no readable mf-manifest.json`);
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
 * Integrity of a build: the manifest's exact bytes and the remoteEntry.js it points to.
 * @param {Build} build
 */
export function integrityOf(build) {
  const manifest = readManifest(build);
  checkManifestFiles(build.dir, manifest, [...build.files.keys()]);
  return { manifest: sri(build.files.get('mf-manifest.json') ?? ''), remoteEntry: sri(build.files.get(path.posix.normalize(entryFile(manifest))) ?? '') };
}

/**
 * Every published file of a build and its SHA-384, recorded with the version: what `verify` checks.
 * @param {Build} build
 */
export function fileHashes(build) {
  return Object.fromEntries([...build.files].map(([file, bytes]) => [file, sri(bytes)]));
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
