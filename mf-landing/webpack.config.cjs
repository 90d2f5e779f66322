const { createConfig, rendererConfig } = require('../tools/webpack.base.cjs');

// The prerendered pages (ADR 0025): the build fails without their named chunks, whose files
// prerender/pages.json lists (tools/webpack/pages-manifest.cjs).
const prerenderedPages = ['index', 'login', 'register'];

const client = createConfig({
  dir: __dirname,
  name: 'mf_landing',
  exposes: { './app': './src/lifecycles.tsx' },
  requiredPages: prerenderedPages,
});

// The renderer for Node: dist/prerender/render.cjs, one file, the same components and asset names.
const prerender = rendererConfig(client, './src/prerender.tsx');

// `npm run dev` serves the browser build only.
/**
 * @param {Parameters<typeof client>[0]} env
 * @param {Parameters<typeof client>[1]} argv
 */
module.exports = (env, argv) => (argv.mode === 'development' ? client(env, argv) : [{ ...client(env, argv), name: 'client' }, prerender(env, argv)]);
