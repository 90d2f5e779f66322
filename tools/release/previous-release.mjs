// The previous release (issue 37, part 4): the commit members run, recorded in
// e2e/previous-release.json by `npm run mark-release` when the site goes out. The version-skew
// smoke (e2e/tests/version-skew.spec.ts) builds the shell and the member remotes of that commit
// once per machine (kept in the machine's cache, below) and runs them against this commit's, both ways.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps, repoRoot } from '../stack.mjs';

export const previousReleaseFile = path.join(repoRoot, 'e2e', 'previous-release.json');
/** What the skew smoke runs of a release: the shell and the member remotes (their folders). */
export const skewApps = apps.map((app) => app.dir);

/** @param {string[]} args */
const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * Records HEAD as the release members run (`npm run mark-release`, after the site went out).
 * @param {string} [note]
 */
export function markRelease(note = '') {
  const commit = git('rev-parse', 'HEAD');
  const record = { commit, recordedAt: new Date().toISOString(), ...(note ? { note } : {}) };
  fs.writeFileSync(previousReleaseFile, `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

/** @returns {{ commit: string, recordedAt: string, note?: string }} */
export function previousRelease() {
  return JSON.parse(fs.readFileSync(previousReleaseFile, 'utf8'));
}

/**
 * Links the installed packages into an exported tree: every package of the repository's
 * node_modules, but the workspaces' own links point at the tree's folders, so its shared code is
 * its own commit's.
 * @param {string} tree
 */
function linkModules(tree) {
  /**
   * @param {string} from the installed folder
   * @param {string} to its place in the tree
   */
  const linkFolder = (from, to) => {
    fs.mkdirSync(to, { recursive: true });
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      if (entry.isSymbolicLink()) {
        const real = fs.realpathSync(source);
        // A workspace (node_modules/mf-wallet -> ../mf-wallet): the tree's own folder.
        const inRepo = !path.relative(repoRoot, real).startsWith('..') && !real.includes(`${path.sep}node_modules${path.sep}`);
        fs.symlinkSync(inRepo ? path.join(tree, path.relative(repoRoot, real)) : real, target);
      } else if (entry.isDirectory() && entry.name.startsWith('@')) {
        linkFolder(source, target);
      } else {
        fs.symlinkSync(source, target);
      }
    }
  };
  linkFolder(path.join(repoRoot, 'node_modules'), path.join(tree, 'node_modules'));
  for (const app of skewApps) {
    const own = path.join(repoRoot, app, 'node_modules');
    if (fs.existsSync(own)) linkFolder(own, path.join(tree, app, 'node_modules'));
  }
}

/**
 * @param {string} app
 * @param {string} tree
 * @returns {Promise<void>}
 */
function build(app, tree) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['webpack', '--mode', 'production', '--config', 'webpack.config.cjs'], {
      cwd: path.join(tree, app),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`[tools] the previous release's ${app} did not build (exit ${code}):\n${output.slice(-3000)}`)),
    );
  });
}

/**
 * Where this machine keeps what a commit's builds are, for every clone: MEMBER_SITE_CACHE, else
 * member-site under XDG_CACHE_HOME or ~/.cache (as npm keeps its packages in ~/.npm).
 */
export const machineCache = () => process.env.MEMBER_SITE_CACHE || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'member-site');

/**
 * The previous release's builds (<app>/dist under the returned folder), built once per commit on
 * a machine: a released commit never changes, so a clone finds the builds an earlier clone made
 * (about 70 s of a fresh clone's run on 2 cores otherwise). Built in this checkout: its tree
 * exported from git, the installed packages linked when this checkout's serve its lock file
 * (otherwise installed with npm ci), then webpack, two apps at a time; the dist folders alone are
 * kept, moved in whole (a clone building beside another keeps whichever lands first).
 * @param {string} commit
 * @returns {Promise<string>} the folder holding <app>/dist
 */
export async function previousReleaseBuilds(commit) {
  const dir = path.join(machineCache(), 'releases', commit.slice(0, 12));
  if (fs.existsSync(path.join(dir, '.built'))) return dir;
  try {
    git('cat-file', '-e', `${commit}^{commit}`);
  } catch {
    throw new Error(`[tools] the previous release ${commit} (e2e/previous-release.json) is not in this clone: fetch its history (git fetch --unshallow)`);
  }
  const work = path.join(repoRoot, '.cache', 'skew', commit.slice(0, 12));
  const tree = path.join(work, 'tree');
  const staged = path.join(work, 'builds');
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(tree, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C ${JSON.stringify(tree)}`], { cwd: repoRoot, stdio: 'inherit' });
  await installAndBuild(tree, skewApps);
  for (const app of skewApps) fs.cpSync(path.join(tree, app, 'dist'), path.join(staged, app, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(staged, '.built'), `${new Date().toISOString()} ${commit}\n`);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  // Copied to a partial folder beside the kept ones (a rename across file systems fails), then renamed.
  const partial = `${dir}.${process.pid}.partial`;
  try {
    fs.cpSync(staged, partial, { recursive: true });
    fs.renameSync(partial, dir);
  } catch (error) {
    if (!fs.existsSync(path.join(dir, '.built'))) throw error;
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Whether this checkout's installed packages serve a tree with the lock file `lockFile`: every
 * package that lock installs is installed here at the same version (this checkout may have more,
 * a devDependency added since, which the tree's code never imports).
 * @param {string} lockFile
 */
function installedSuffices(lockFile) {
  /** @param {string} file @returns {Record<string, { version?: string, link?: boolean, resolved?: string }>} */
  const packagesOf = (file) => JSON.parse(fs.readFileSync(file, 'utf8')).packages ?? {};
  const installed = packagesOf(path.join(repoRoot, 'package-lock.json'));
  return Object.entries(packagesOf(lockFile)).every(([where, wanted]) => {
    if (where === '') return true;
    const have = installed[where];
    return (
      have !== undefined &&
      have.version === wanted.version &&
      Boolean(have.link) === Boolean(wanted.link) &&
      (wanted.link ? have.resolved === wanted.resolved : true)
    );
  });
}

/**
 * The installed packages for an exported tree (linked when this checkout's serve its lock file,
 * else npm ci), then webpack for `apps`, two at a time.
 * @param {string} tree
 * @param {string[]} apps their folders
 */
export async function installAndBuild(tree, apps) {
  if (installedSuffices(path.join(tree, 'package-lock.json'))) linkModules(tree);
  else execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: tree, stdio: 'inherit' });
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await build(app, tree);
  };
  await Promise.all([worker(), worker()]);
}

/**
 * A copy of this checkout's files as they are now (uncommitted and new ones, not ignored ones) in
 * `tree`, for a build of a changed copy (a page added by a team, in a test).
 * @param {string} tree
 */
export function copyWorkingTree(tree) {
  fs.rmSync(tree, { recursive: true, force: true });
  for (const file of git('ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter(Boolean)) {
    const source = path.join(repoRoot, file);
    if (!fs.existsSync(source)) continue;
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.copyFileSync(source, path.join(tree, file));
  }
}
