// The route table as data, for a build to publish (ADR 0057): shared/src/routes.ts (and the member
// pages' leads, shared/src/route-leads.ts, ADR 0060) compiled by swc and run in Node. Its only run-time import is react-router-dom's generatePath; the others are types.
const fs = require('node:fs');
const path = require('node:path');

const routesFile = path.join(__dirname, '../../shared/src/routes.ts');
/** The member pages' leads (ADR 0060), published with their routes. */
const leadsFile = path.join(__dirname, '../../shared/src/route-leads.ts');

/**
 * One route as a build publishes it.
 * @typedef {{ name: string, path: string, remote: string, page: string, title: string, label?: string, lead?: string, wide?: boolean, layout: string, memberLayout?: string, access: string, steps: string[], capability?: string }} PublishedRoute
 */

/**
 * Every route of the table at this commit, in its order.
 * @returns {PublishedRoute[]}
 */
function routeTable() {
  /** @type {Record<string, Omit<PublishedRoute, 'name'>>} */
  const routes = compiledModule(routesFile).routes;
  /** @type {Record<string, string>} */
  const leads = compiledModule(leadsFile).routeLeads;
  return Object.entries(routes).map(([name, route]) => ({ name, ...route, ...(leads[name] ? { lead: leads[name] } : {}), steps: [...route.steps] }));
}

/**
 * A module of shared/src compiled by swc and run in Node.
 * @param {string} source
 */
function compiledModule(source) {
  /** @type {typeof import('@swc/core')} */
  const swc = require('@swc/core');
  const { code } = swc.transformSync(fs.readFileSync(source, 'utf8'), {
    filename: source,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  // Beside the sources (in shared's cache), so react-router-dom resolves as it does for them.
  const file = path.join(__dirname, '../../shared/.cache/route-table', `${path.basename(source, '.ts')}-${process.pid}.cjs`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, code);
  try {
    return require(file);
  } finally {
    delete require.cache[file];
    fs.rmSync(file, { force: true });
  }
}

module.exports = { routeTable, routesFile };
