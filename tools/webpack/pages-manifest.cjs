// prerender/pages.json of every remote's build: the files each page loads, so the release tool can
// name them in the first HTML of the pages that show them (ADR 0025 for the landing's prerendered
// pages, ADR 0053 for every member page). A page's chunk group is named `page-<name>` by its
// import in the remote's page map (`webpackChunkName`); the exposed app's is webpack's
// `__federation_expose_app`. Each list holds the group's own chunk and the split chunks it needs,
// JavaScript and CSS apart, in the order webpack loads them.
//   { "expose": { "js": [...], "css": [...] }, "pages": { "<name>": { "js": [...], "css": [...] } } }

/** The chunk group name of a page. */
const pagePrefix = 'page-';
const exposeGroup = '__federation_expose_app';

class PagesManifest {
  /** @param {{ required?: string[] }} [options] required: pages the build fails without (the landing's prerendered ones) */
  constructor({ required = [] } = {}) {
    this.required = required;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PagesManifest', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PagesManifest', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        /** @param {import('webpack').ChunkGroup} group */
        const filesOf = (group) => {
          const files = [...group.getFiles()].filter((file) => !file.endsWith('.map'));
          return { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
        };
        const expose = compilation.namedChunkGroups.get(exposeGroup);
        // A container without the exposed app (none here today) lists nothing.
        if (!expose) return;
        /** @type {Record<string, { js: string[], css: string[] }>} */
        const pages = {};
        for (const [name, group] of [...compilation.namedChunkGroups].sort(([a], [b]) => a.localeCompare(b))) {
          if (name.startsWith(pagePrefix)) pages[name.slice(pagePrefix.length)] = filesOf(group);
        }
        const missing = this.required.filter((page) => !pages[page]);
        if (missing.length) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `[tools] no chunk named ${missing.map((page) => `"${pagePrefix}${page}"`).join(', ')} (its webpackChunkName in the page map)`,
            ),
          );
          return;
        }
        const manifest = { expose: filesOf(expose), pages };
        compilation.emitAsset('prerender/pages.json', new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

module.exports = { PagesManifest, pagePrefix };
