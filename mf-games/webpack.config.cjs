const { createConfig } = require('../tools/webpack.base.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_games',
  exposes: { './app': './src/lifecycles.tsx', './launcher': './src/launcher.ts' },
});
