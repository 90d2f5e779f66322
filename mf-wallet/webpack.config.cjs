const { createConfig } = require('../tools/webpack.base.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_wallet',
  exposes: { './app': './src/lifecycles.tsx' },
});
