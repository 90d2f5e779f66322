// Shared webpack + Module Federation 2.0 settings for the hosts (the shell, the back office), the
// four remotes and the staff containers.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const Minimizer = require('minimizer-webpack-plugin');
const { CompileHints } = require('./webpack/compile-hints.cjs');
const { PagesManifest } = require('./webpack/pages-manifest.cjs');
const { SubresourceIntegrity } = require('./webpack/subresource-integrity.cjs');
const { HostContract } = require('./webpack/host-contract.cjs');
const rootPackage = require('../shell/package.json');

// webpack serve's options (`devServer` below): webpack-dev-server adds them to webpack's Configuration.
/** @import {} from 'webpack-dev-server' */

const versions = rootPackage.dependencies;

/**
 * The only libraries shared at runtime: React must be one instance on the page, sweetalert2
 * keeps one dialog stack, and react-router-dom is one router for every root on the page (ADR
 * 0036), provided as the part of it the site uses. Everything else is bundled by the app that
 * uses it and tree-shaken.
 */
const shared = {
  react: { singleton: true, requiredVersion: `^${versions.react}` },
  'react-dom': { singleton: true, requiredVersion: `^${versions['react-dom']}` },
  'react-dom/client': { singleton: true, requiredVersion: `^${versions['react-dom']}` },
  'react/jsx-runtime': { singleton: true, requiredVersion: `^${versions.react}` },
  'sweetalert2/dist/sweetalert2.esm.js': { singleton: true, requiredVersion: `^${versions.sweetalert2}` },
  'react-router-dom': {
    singleton: true,
    requiredVersion: `^${versions['react-router-dom']}`,
    version: versions['react-router-dom'],
    import: path.join(__dirname, '../shared/src/router/react-router-dom.ts'),
  },
};

/**
 * Source maps and mf-stats.json are for error tracking, not for visitors: after a production build
 * they move from dist/ (what is served) to dist-debug/ beside it, same relative paths.
 */
class KeepDebugFilesAside {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('KeepDebugFilesAside', () => {
      // Beside the output folder, whichever it is (`--output-path` builds a variant elsewhere).
      const served = compiler.outputPath;
      const aside = `${served}-debug`;
      fs.rmSync(aside, { recursive: true, force: true });
      /** @param {string} folder */
      const move = (folder) => {
        for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
          const from = path.join(folder, entry.name);
          if (entry.isDirectory()) move(from);
          else if (entry.name.endsWith('.map') || entry.name === 'mf-stats.json') {
            const to = path.join(aside, path.relative(served, from));
            fs.mkdirSync(path.dirname(to), { recursive: true });
            fs.renameSync(from, to);
          }
        }
      };
      move(served);
    });
  }
}

/**
 * Every compressible file served gets a .gz and a .br beside it (when smaller), so tools/serve.mjs
 * and nginx (gzip_static / brotli_static) send them without compressing per request. Which files:
 * tools/serving/rules.mjs; the runtime-written config.json / remotes.json are left alone.
 */
class Precompress {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('Precompress', async () => {
      const { isCompressible, isDebugFile, runtimeFiles } = await import('./serving/rules.mjs');
      /** @param {string} folder */
      const pack = (folder) => {
        for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
          const file = path.join(folder, entry.name);
          if (entry.isDirectory()) pack(file);
          else if (isCompressible(file) && !isDebugFile(file) && !runtimeFiles.includes(entry.name)) {
            const raw = fs.readFileSync(file);
            /** @type {Array<[string, Buffer]>} */
            const variants = [
              ['.gz', zlib.gzipSync(raw, { level: 9 })],
              [
                '.br',
                zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
              ],
            ];
            for (const [suffix, packed] of variants) {
              if (packed.length < raw.length) fs.writeFileSync(file + suffix, packed);
              else fs.rmSync(file + suffix, { force: true });
            }
          }
        }
      };
      // The output folder, whichever it is (`--output-path` builds a variant elsewhere).
      pack(compiler.outputPath);
    });
  }
}

/** RELEASE_NOTE=… names a build in its app's footer ("รุ่น …", shared ReleaseNote); unset: no line. */
function releaseNote() {
  const { DefinePlugin } = require('webpack');
  return new DefinePlugin({ __RELEASE_NOTE__: JSON.stringify(process.env.RELEASE_NOTE ?? '') });
}

/**
 * `webpack serve --env standIn` of a remote (`npm run alone -w <remote>`, ADR 0036): the remote's
 * page is the stand-in shell (shared/src/remote/stand-in) around the remote's own `./app`, with
 * the configuration in STAND_IN_CONFIG. The remote then carries its own federation runtime: no
 * shell publishes one.
 * @param {string} dir the remote's folder
 * @param {string} name its federation name
 * @param {Record<string, string>} exposes
 */
function standInParts(dir, name, exposes) {
  const app = exposes['./app'];
  if (!app) throw new Error(`[tools] ${name} exposes no ./app for the stand-in shell`);
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  const { DefinePlugin } = require('webpack');
  const config = JSON.parse(process.env.STAND_IN_CONFIG ?? '{}');
  const page = `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} · stand-in shell</title></head><body><div id="root"></div></body></html>`;
  return {
    entry: { main: path.join(__dirname, '../shared/src/remote/stand-in/entry.ts') },
    alias: { '@remote-app': path.join(dir, app) },
    plugins: [new DefinePlugin({ __STAND_IN__: JSON.stringify({ remote: name, config }) }), new HtmlWebpackPlugin({ templateContent: page, inject: 'body' })],
  };
}

/**
 * The webpack configuration of one app, as `webpack --config` calls it.
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name the federation name (mf_wallet)
 * @param {Record<string,string>} [options.exposes] a remote's exposed modules (none: the shell)
 * @param {import('webpack').WebpackPluginInstance[]} [options.plugins]
 * @param {Record<string, string>} [options.entry]
 * @param {string} [options.output] the output folder in the app's folder (a second container of the
 *   same package, such as the staff container's dist-staff/, ADR 0046), its webpack cache its own
 * @param {string[]} [options.requiredPages] pages whose chunk the remote's build must name (the
 *   landing's prerendered ones): prerender/pages.json lists every page's files (ADR 0053)
 */
function createConfig({ dir, name, exposes, plugins = [], entry, output = 'dist', requiredPages = [] }) {
  /**
   * @param {Record<string, unknown> | undefined} env `--env` (standIn: the stand-in shell)
   * @param {{ mode?: string }} argv
   */
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const standIn = Boolean(env?.standIn) && !production && exposes ? standInParts(dir, name, exposes) : null;
    return /** @satisfies {import('webpack').Configuration} */ ({
      mode: production ? 'production' : 'development',
      context: dir,
      entry: standIn?.entry ?? entry ?? { main: './src/index.ts' },
      target: 'web',
      output: {
        // BUILD_DIST=<dir>: a build beside the usual one (the release e2e's variant builds).
        path: process.env.BUILD_DIST ? path.resolve(process.env.BUILD_DIST) : path.join(dir, output),
        filename: '[name].[contenthash:10].js',
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        publicPath: 'auto',
        uniqueName: name,
        clean: true,
        // A remote's chunks come from its own origin with CORS, so the browser can check their
        // integrity (SubresourceIntegrity below).
        crossOriginLoading: exposes ? 'anonymous' : false,
      },
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // rxjs's es2015 build needs no tslib helpers and tree-shakes cleanly.
        conditionNames: ['es2015', '...'],
        ...(standIn ? { alias: standIn.alias } : {}),
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  // Never jsxDEV: the page's React is the shell's production singleton, also in dev.
                  transform: { react: { runtime: 'automatic', development: false } },
                },
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(dir, '.cache', output === 'dist' ? 'webpack' : `webpack-${output}`),
        buildDependencies: { config: [__filename] },
      },
      performance: { hints: false },
      // `npm run dev -w <remote>` (tools/dev.mjs): this app from memory, reloading the page on change,
      // inside the built shell and the other built remotes. No HMR: a reload remounts the parcel cleanly.
      devServer: {
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        static: false,
        allowedHosts: 'all',
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        // The stand-in page answers every route's address, as the shell does.
        historyApiFallback: Boolean(standIn),
      },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // SWC's minifier instead of webpack's default Terser (ADR 0066): the builds take 40 % less
        // time (all apps from nothing here, two at a time: 131 s → 79 s) and the landing's scripts
        // are 0.6 KB smaller on the wire. Terser's default of two compress passes is kept.
        minimizer: [new Minimizer({ minify: Minimizer.swcMinify, minimizerOptions: { compress: { passes: 2 } } })],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared,
          manifest: true,
          dts: false,
          shareStrategy: 'loaded-first',
          // Browser-only builds; a remote loads no remotes itself, so its runtime drops that code.
          // Remotes use the shell's runtime-core (ADR 0026): the shell publishes it from a runtime
          // plugin, each remote's entry takes it from the global instead of carrying its own. Shared
          // singletons are taken without the browser's version check, which the release tool makes (ADR 0039).
          runtimePlugins: exposes
            ? []
            : [
                path.join(__dirname, '../shared/src/federation/provide-runtime-core.ts'),
                path.join(__dirname, '../shared/src/federation/released-singletons.ts'),
              ],
          experiments: exposes
            ? { externalRuntime: !standIn, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } }
            : { optimization: { target: 'web' } },
        }),
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:10].css',
          chunkFilename: '[name].[contenthash:10].css',
        }),
        releaseNote(),
        ...(exposes ? [new SubresourceIntegrity({ container: name }), new PagesManifest({ required: requiredPages })] : []),
        // The member site's contract (ADR 0054): the shell provides it, its remotes require it.
        // The back office and its staff containers (names ending _staff) are outside it.
        ...(name === 'shell' ? [new HostContract({ role: 'provides' })] : exposes && !name.endsWith('_staff') ? [new HostContract({ role: 'requires' })] : []),
        ...(production ? [new CompileHints(), new KeepDebugFilesAside(), new Precompress()] : []),
        ...(standIn?.plugins ?? []),
        ...plugins,
      ],
    });
  };
}

/**
 * An app's renderer for Node, built beside its browser build: `dist/prerender/render.cjs` from
 * `entry`, one file, stylesheets ignored, the same asset names as the browser build's. The release
 * tool runs it: the landing's public pages (ADR 0025), the shell's member frames (ADR 0053).
 * @param {ReturnType<typeof createConfig>} client the app's browser configuration
 * @param {string} entry its renderer's source, from the app's folder
 * @returns {(env: Record<string, unknown> | undefined, argv: { mode?: string }) => import('webpack').Configuration}
 */
function rendererConfig(client, entry) {
  return (env, argv) => {
    const base = client(env, argv);
    const swcRule = base.module.rules[0];
    const { LimitChunkCountPlugin } = require('webpack').optimize;
    return {
      name: 'prerender',
      dependencies: ['client'],
      mode: base.mode,
      context: base.context,
      target: 'node',
      entry: { render: entry },
      output: {
        path: path.join(base.output.path, 'prerender'),
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        assetModuleFilename: base.output.assetModuleFilename,
        publicPath: '',
        clean: false,
      },
      resolve: base.resolve,
      module: {
        rules: [
          swcRule,
          { test: /\.css$/, use: path.join(__dirname, 'webpack/empty-loader.cjs') },
          // The browser build emits these files; here only their (identical) names are needed.
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      cache: { ...base.cache, name: `prerender-${base.mode}` },
      devtool: false,
      optimization: { minimize: false },
      performance: { hints: false },
      plugins: [new LimitChunkCountPlugin({ maxChunks: 1 }), releaseNote()],
    };
  };
}

module.exports = { createConfig, releaseNote, rendererConfig, shared };
