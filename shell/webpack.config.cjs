const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig } = require('../tools/webpack.base.cjs');

/** Emits public/ as is: sw.js and the default config.json / remotes.json (served no-cache). */
class CopyPublicPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const dir = path.join(__dirname, 'public');
          for (const file of fs.readdirSync(dir)) {
            const source = fs.readFileSync(path.join(dir, file));
            compilation.emitAsset(file, new compiler.webpack.sources.RawSource(source));
            compilation.fileDependencies.add(path.join(dir, file));
          }
        },
      );
    });
  }
}

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  plugins: [
    // Absolute paths: a deep link (/Line/Callback, /Sport/football) must not look for /Line/main.js.
    new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', inject: 'head', publicPath: '/' }),
    new CopyPublicPlugin(),
  ],
});
