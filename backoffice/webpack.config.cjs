const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig } = require('../tools/webpack.base.cjs');

// The staff back office (issue 35, ADR 0046): a federation host like the shell, on its own origin.
// Its page names its scripts and stylesheets by absolute path (a deep link such as
// /members/0812345678 must not look for /members/main.js); no inline script, nothing from
// another origin, so its CSP is script-src 'self' alone.
module.exports = createConfig({
  dir: __dirname,
  name: 'backoffice',
  plugins: [new HtmlWebpackPlugin({ template: './src/index.html', inject: 'head', scriptLoading: 'defer', publicPath: '/' })],
});
