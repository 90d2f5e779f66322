// The host contract in each build's mf-manifest.json (ADR 0054), from shared/host-contract.json:
//   the shell:          "hostContract": { "name": "member-pages", "provides": "1.2.0", "pages": { "mf_wallet": [...] } }
//   a member remote:    "hostContract": { "name": "member-pages", "requires": "^1.2.0", "pages": [...] }
// A remote is built against the contract as it is at its commit, so it needs that version or a
// later minor of the same major; its pages are the route table's for it at that commit (its page
// map must have exactly those, checked by tsc in createRemoteApp). The release tool reads both (tools/release/registry.mjs
// `contractProblems`) before a remote goes live and before a shell is released.
const fs = require('node:fs');
const path = require('node:path');

const contractFile = path.join(__dirname, '../../shared/host-contract.json');

/**
 * The recorded contract: its name, version, and the pages the shell's route table sends to each remote.
 * @returns {{ name: string, version: string, pages: Record<string, string[]> }}
 */
function recordedHostContract() {
  /** @type {{ name: string, version: string, surface: Record<string, string> }} */
  const recorded = JSON.parse(fs.readFileSync(contractFile, 'utf8'));
  /** @type {Record<string, string[]>} */
  const pages = {};
  for (const key of Object.keys(recorded.surface)) {
    const [kind, remote, page] = key.split('.');
    if (kind === 'pages' && remote && page) (pages[remote] ??= []).push(page);
  }
  return { name: recorded.name, version: recorded.version, pages };
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
      // After the federation manifest and its integrity list (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1).
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 2 }, () => {
        const manifest = compilation.getAsset('mf-manifest.json');
        if (!manifest) return;
        const contract = recordedHostContract();
        const hostContract =
          this.role === 'provides'
            ? { name: contract.name, provides: contract.version, pages: contract.pages }
            : { name: contract.name, requires: `^${contract.version}`, pages: contract.pages[compilation.outputOptions.uniqueName ?? ''] ?? [] };
        const json = JSON.parse(manifest.source.source().toString());
        compilation.updateAsset('mf-manifest.json', new sources.RawSource(JSON.stringify({ ...json, hostContract }, null, 2)));
      });
    });
  }
}

module.exports = { HostContract, recordedHostContract };
