// The host contract in each build's mf-manifest.json (ADR 0054), from shared/host-contract.json:
//   the shell:          "hostContract": { "name": "member-pages", "provides": "1.2.0", "routes": [every route it was built with] }
//   a member remote:    "hostContract": { "name": "member-pages", "requires": "^1.2.0", "routes": [its own routes] }
// A remote is built against the contract as it is at its commit, so it needs that version or a
// later minor of the same major. Its routes (path, page, title, access, steps, capability) are
// the route table's for it at that commit: the release tool publishes them and the shell routes
// by them at run time (ADR 0057), so a remote adds a page with its own release. The release tool reads both (tools/release/registry.mjs
// `contractProblems`) before a remote goes live and before a shell is released.
const fs = require('node:fs');
const path = require('node:path');
const { routeTable, routesFile } = require('./route-table.cjs');

const contractFile = path.join(__dirname, '../../shared/host-contract.json');

/**
 * The recorded contract: its name and version.
 * @returns {{ name: string, version: string }}
 */
function recordedHostContract() {
  /** @type {{ name: string, version: string }} */
  const recorded = JSON.parse(fs.readFileSync(contractFile, 'utf8'));
  return { name: recorded.name, version: recorded.version };
}

class HostContract {
  /** @param {{ role: 'provides' | 'requires' }} options */
  constructor({ role }) {
    this.role = role;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const name = 'HostContract';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.fileDependencies.add(contractFile);
      compilation.fileDependencies.add(routesFile);
      // After the federation manifest and its integrity list (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1).
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 2 }, () => {
        const manifest = compilation.getAsset('mf-manifest.json');
        if (!manifest) return;
        const contract = recordedHostContract();
        const routes = routeTable();
        const own = compilation.outputOptions.uniqueName ?? '';
        const hostContract =
          this.role === 'provides'
            ? { name: contract.name, provides: contract.version, routes }
            : { name: contract.name, requires: `^${contract.version}`, routes: routes.filter((route) => route.remote === own) };
        const json = JSON.parse(manifest.source.source().toString());
        compilation.updateAsset('mf-manifest.json', new sources.RawSource(JSON.stringify({ ...json, hostContract }, null, 2)));
      });
    });
  }
}

module.exports = { HostContract, recordedHostContract };
