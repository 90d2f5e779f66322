// The front-end apps as their folders declare them (issue 37: a remote is added in its own folder):
// the shell, then every remote, a root folder `mf-<name>` whose package.json has a `memberSite`
// field (its port, the end-to-end files of its pages), in port order. Its federation name and its
// variables follow from the folder's name; it has a staff container (ADR 0046) when its
// package.json has a `build:staff` script. Plain CommonJS: read by tools/stack.mjs, the jest and webpack
// configurations, the end-to-end stack and the checks alike.
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

/**
 * @typedef {object} App
 * @property {string} dir its folder
 * @property {string} name its federation name
 * @property {number} defaultPort
 * @property {string} portVar the variable that moves its port
 * @property {string} [urlVar] a remote's MF_*_URL: its manifest from elsewhere, not served here
 * @property {string} [originVar] a remote's MF_*_ORIGIN: its public origin when served here
 */

/**
 * A remote's `memberSite` field in its package.json.
 * @typedef {{ port: number, e2e?: string[] }} MemberSiteField
 */

/**
 * The remotes' folders under `root`, with their `memberSite` fields.
 * @param {string} [root]
 * @returns {Array<{ dir: string, memberSite: MemberSiteField, scripts: Record<string, string> }>}
 */
function remoteFolders(root = repoRoot) {
  return fs
    .readdirSync(root)
    .filter((dir) => /^mf-[a-z0-9]+(-[a-z0-9]+)*$/.test(dir) && fs.existsSync(path.join(root, dir, 'package.json')))
    .flatMap((dir) => {
      const { memberSite, scripts = {} } = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      if (!memberSite) return [];
      if (!Number.isInteger(memberSite.port)) throw new Error(`[tools] E33 ${dir}/package.json: memberSite.port must be the remote's port (a whole number)`);
      return [{ dir, memberSite, scripts }];
    })
    .sort((a, b) => a.memberSite.port - b.memberSite.port);
}

/**
 * Every front-end app of the member site: the shell first, then the remotes by port.
 * @param {string} [root]
 * @returns {App[]}
 */
function appsOf(root = repoRoot) {
  return [
    { dir: 'shell', name: 'shell', defaultPort: 3000, portVar: 'PORT' },
    ...remoteFolders(root).map(({ dir, memberSite }) => {
      const upper = dir.replace(/-/g, '_').toUpperCase();
      return {
        dir,
        name: dir.replace(/-/g, '_'),
        defaultPort: memberSite.port,
        portVar: `${upper}_PORT`,
        urlVar: `${upper}_URL`,
        originVar: `${upper}_ORIGIN`,
      };
    }),
  ];
}

/**
 * The remotes with a staff container (a `build:staff` script): its folder, federation and release names.
 * @param {string} [root]
 */
function staffSourcesOf(root = repoRoot) {
  return remoteFolders(root)
    .filter(({ scripts }) => Boolean(scripts['build:staff']))
    .map(({ dir }) => ({ source: dir, name: `${dir.replace(/-/g, '_')}_staff`, release: `${dir}-staff` }));
}

/**
 * Each remote's end-to-end files (their names without `.spec.ts`), as its package.json lists them.
 * @param {string} [root]
 * @returns {Record<string, string[]>}
 */
function remoteE2e(root = repoRoot) {
  return Object.fromEntries(remoteFolders(root).map(({ dir, memberSite }) => [dir, memberSite.e2e ?? []]));
}

const apps = appsOf();

module.exports = { repoRoot, apps, appsOf, remoteFolders, staffSourcesOf, remoteE2e };
