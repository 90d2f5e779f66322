const path = require('node:path');
const crypto = require('node:crypto');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig } = require('../tools/webpack.base.cjs');

/**
 * Emits public/: the default config.json / remotes.json as they are, and sw.js with its RELEASE
 * set to a hash of this build's file names (content-hashed), so each shell release is a new worker
 * that drops the caches of earlier ones. All served no-cache.
 */
class CopyPublicPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublicPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const release = crypto.createHash('sha256').update(Object.keys(compilation.assets).sort().join('\n')).digest('hex').slice(0, 12);
        const dir = path.join(__dirname, 'public');
        for (const file of fs.readdirSync(dir)) {
          const raw = fs.readFileSync(path.join(dir, file));
          const source = file === 'sw.js' ? raw.toString('utf8').replace("'__RELEASE__'", `'${release}'`) : raw;
          compilation.emitAsset(file, new sources.RawSource(source));
          compilation.fileDependencies.add(path.join(dir, file));
        }
      });
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
