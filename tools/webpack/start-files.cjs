// prerender/member-start.json of the shell's build (ADR 0053): every file the shell's start loads
// on a member page, in the order it asks for them, so that page's first HTML can name them all
// at once (the release tool writes them as preloads into each member route's head). Without it
// the browser found them one level after another: the boot script, the main script, React's
// shared chunks, the bootstrap, the app and the member chrome.
//   { "js": [...], "css": [...] }
// Which files: the entry's; each shared singleton's own chunks, as the federation runtime loads
// them from the shell's share scope (its provided module's chunk group); and the chunk groups of
// the named dynamic imports the start makes (`webpackChunkName`).

class StartFiles {
  /**
   * @param {{ file: string, entry: string, shared: string[], groups: string[] }} options
   *   file: the asset to write; entry: the entry's name; shared: the share keys the start takes;
   *   groups: the named chunk groups of its dynamic imports, in the order the start makes them
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    const { file, entry, shared, groups } = this.options;
    compiler.hooks.thisCompilation.tap('StartFiles', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StartFiles', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        /** @type {string[]} */
        const files = [];
        /** @param {import('webpack').ChunkGroup | undefined} group */
        const add = (group) => {
          for (const name of group?.getFiles() ?? []) if (!name.endsWith('.map') && !files.includes(name)) files.push(name);
        };
        /** @param {string} message */
        const fail = (message) => compilation.errors.push(new WebpackError(`[tools] member start files: ${message}`));
        const entrypoint = compilation.entrypoints.get(entry);
        if (!entrypoint) return fail(`no entry named ${entry}`);
        add(entrypoint);
        // A provided shared module loads its code in an async block: that block's chunk group is
        // what the runtime fetches when the start consumes it.
        /** @type {Set<string>} */
        const found = new Set();
        for (const module of compilation.modules) {
          const key = /** @type {{ _name?: unknown }} */ (module)._name;
          if (module.type !== 'provide-module' || typeof key !== 'string' || !shared.includes(key)) continue;
          found.add(key);
          for (const block of module.blocks) add(compilation.chunkGraph.getBlockChunkGroup(block) ?? undefined);
        }
        const missingShared = shared.filter((key) => !found.has(key));
        if (missingShared.length) return fail(`no provided shared module ${missingShared.join(', ')}`);
        for (const name of groups) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) return fail(`no chunk named "${name}" (its webpackChunkName)`);
          add(group);
        }
        const list = { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
        compilation.emitAsset(file, new sources.RawSource(`${JSON.stringify(list, null, 2)}\n`));
        return undefined;
      });
    });
  }
}

module.exports = { StartFiles };
