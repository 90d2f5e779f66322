const { createConfig } = require('../tools/webpack.base.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_account',
  exposes: { './app': './src/lifecycles.tsx' },
});
