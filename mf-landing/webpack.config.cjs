const { createConfig } = require('../tools/webpack.base.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_landing',
  exposes: { './app': './src/lifecycles.tsx' },
});
