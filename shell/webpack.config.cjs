const path = require('node:path');
const crypto = require('node:crypto');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig, rendererConfig, shared } = require('../tools/webpack.base.cjs');
const { StartFiles } = require('../tools/webpack/start-files.cjs');
const { apps } = require('../tools/apps.cjs');

/** public/boot.js, the page's only parser-found script, under a content-hashed name (immutable). */
const bootFile = path.join(__dirname, 'public', 'boot.js');
/** public/early.js, inline in the head (its hash in the CSP): keeps what is done before the page runs (issue 21). */
const earlyFile = path.join(__dirname, 'public', 'early.js');

/**
 * Emits public/: boot.js as boot.<hash>.js (ADR 0028), the default config.json as it is, a default
 * remotes.json from the remotes' folders, and sw.js with its RELEASE set to a hash of this build's file names (content-hashed),
 * so each shell release is a new worker that drops the caches of earlier ones.
 */
class CopyPublicPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      // Before the HTML is generated: index.html names it.
      compilation.hooks.processAssets.tap({ name: 'CopyPublicPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        const raw = fs.readFileSync(bootFile);
        const hash = crypto.createHash('sha256').update(raw).digest('hex').slice(0, 10);
        compilation.emitAsset(`boot.${hash}.js`, new sources.RawSource(raw));
        compilation.fileDependencies.add(bootFile);
        compilation.fileDependencies.add(earlyFile);
      });
      compilation.hooks.processAssets.tap({ name: 'CopyPublicPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const release = crypto.createHash('sha256').update(Object.keys(compilation.assets).sort().join('\n')).digest('hex').slice(0, 12);
        const dir = path.join(__dirname, 'public');
        // The default remotes.json of a plain build: every remote's manifest on its own port (tools/apps.cjs).
        const remotes = Object.fromEntries(apps.slice(1).map((app) => [app.name, `http://127.0.0.1:${app.defaultPort}/mf-manifest.json`]));
        compilation.emitAsset('remotes.json', new sources.RawSource(`${JSON.stringify(remotes, null, 2)}\n`));
        for (const file of fs.readdirSync(dir)) {
          if (file === 'boot.js' || file === 'early.js') continue;
          const raw = fs.readFileSync(path.join(dir, file));
          const source = file === 'sw.js' ? raw.toString('utf8').replace("'__RELEASE__'", `'${release}'`) : raw;
          compilation.emitAsset(file, new sources.RawSource(source));
          compilation.fileDependencies.add(path.join(dir, file));
        }
      });
    });
  }
}

const client = createConfig({
  dir: __dirname,
  name: 'shell',
  plugins: [
    // What a member page's start loads, for its first HTML's preloads (ADR 0053): the entry, the
    // shared singletons but the dialogs' (sweetalert2 loads with the first dialog), and the start's
    // named imports in order (src/index.ts, src/bootstrap.tsx, src/layouts/layouts.tsx).
    new StartFiles({
      file: 'prerender/member-start.json',
      entry: 'main',
      shared: Object.keys(shared).filter((key) => !key.startsWith('sweetalert2')),
      groups: ['bootstrap', 'app', 'member-chrome'],
    }),
    // Absolute paths: a deep link (/Line/Callback, /Sport/football) must not look for /Line/main.js.
    // The page names boot.js only; boot.js starts the main script after the first paint (ADR 0028).
    new HtmlWebpackPlugin({
      template: './src/index.html',
      inject: false,
      publicPath: '/',
      templateParameters: (compilation, assets) => ({
        bootJs: `/${Object.keys(compilation.assets).find((name) => /^boot\.[0-9a-f]{10}\.js$/.test(name))}`,
        mainJs: assets.js[0],
        css: assets.css,
        // Its comments stay in the source (the leading one, the type annotations that type-check it:
        // early.js has no string holding a comment's opener); the servers hash what index.html holds.
        earlyJs: fs
          .readFileSync(earlyFile, 'utf8')
          .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
          .replace(/^[ \t]*\/\*\*[\s\S]*?\*\/\n/gm, '')
          .replace(/\/\*\*[^\n]*?\*\/[ \t]*/g, '')
          .trim(),
      }),
    }),
    new CopyPublicPlugin(),
  ],
});

// The member frames' renderer for Node (ADR 0053): dist/prerender/render.cjs, run by the release tool.
const prerender = rendererConfig(client, './src/prerender.tsx');

// `npm run dev` serves the browser build only.
/**
 * @param {Parameters<typeof client>[0]} env
 * @param {Parameters<typeof client>[1]} argv
 */
module.exports = (env, argv) => (argv.mode === 'development' ? client(env, argv) : [{ ...client(env, argv), name: 'client' }, prerender(env, argv)]);
