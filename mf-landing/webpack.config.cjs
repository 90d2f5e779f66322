const path = require('node:path');
const { createConfig, releaseNote } = require('../tools/webpack.base.cjs');

const prerenderedPages = ['index', 'login', 'register'];

/**
 * Writes prerender/pages.json: for each prerendered page, the files its chunk group loads (the
 * page's own and the split chunks it needs), and the exposed module's. The release tool links
 * them from the page's prerendered head (ADR 0025).
 */
class PrerenderPagesManifest {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrerenderPagesManifest', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrerenderPagesManifest', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        /** @param {string} name */
        const filesOf = (name) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`mf-landing build: no chunk named "${name}" to prerender (its webpackChunkName in src/pages.ts)`);
          const files = [...group.getFiles()].filter((file) => !file.endsWith('.map'));
          return { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
        };
        const manifest = {
          expose: filesOf('__federation_expose_app'),
          pages: Object.fromEntries(prerenderedPages.map((page) => [page, filesOf(`page-${page}`)])),
        };
        compilation.emitAsset('prerender/pages.json', new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

const client = createConfig({
  dir: __dirname,
  name: 'mf_landing',
  exposes: { './app': './src/lifecycles.tsx' },
  plugins: [new PrerenderPagesManifest()],
});

/**
 * The renderer for Node: dist/prerender/render.cjs, one file, the same components and asset names.
 * @param {Parameters<typeof client>[0]} env
 * @param {Parameters<typeof client>[1]} argv
 * @returns {import('webpack').Configuration}
 */
function prerender(env, argv) {
  const base = client(env, argv);
  const swcRule = base.module.rules[0];
  const { LimitChunkCountPlugin } = require('webpack').optimize;
  return {
    name: 'prerender',
    dependencies: ['client'],
    mode: base.mode,
    context: __dirname,
    target: 'node',
    entry: { render: './src/prerender.tsx' },
    output: {
      path: path.join(base.output.path, 'prerender'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      assetModuleFilename: base.output.assetModuleFilename,
      publicPath: '',
      clean: false,
    },
    resolve: base.resolve,
    module: {
      rules: [
        swcRule,
        { test: /\.css$/, use: path.join(__dirname, '../tools/webpack/empty-loader.cjs') },
        // The browser build emits these files; here only their (identical) names are needed.
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    cache: { ...base.cache, name: `prerender-${base.mode}` },
    devtool: false,
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [new LimitChunkCountPlugin({ maxChunks: 1 }), releaseNote()],
  };
}

// `npm run dev` serves the browser build only.
/**
 * @param {Parameters<typeof client>[0]} env
 * @param {Parameters<typeof client>[1]} argv
 */
module.exports = (env, argv) => (argv.mode === 'development' ? client(env, argv) : [{ ...client(env, argv), name: 'client' }, prerender(env, argv)]);
