const { DefinePlugin } = require('webpack');
const { createConfig } = require('../tools/webpack.base.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_wallet',
  exposes: { './app': './src/lifecycles.tsx' },
  // RELEASE_NOTE=… names a build in the wallet pages' footer ("รุ่น …"); unset: no line.
  plugins: [new DefinePlugin({ __RELEASE_NOTE__: JSON.stringify(process.env.RELEASE_NOTE ?? '') })],
});
