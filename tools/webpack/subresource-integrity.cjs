// Subresource Integrity for every file a remote's container loads (issue 22, ADR 0034).
//
// The shell checks a released remote's mf-manifest.json and remoteEntry.js against the hashes the
// release tool recorded (ADR 0022). This plugin carries that trust on to the rest of the build:
// - remoteEntry.js holds the SHA-384 of every JS and CSS chunk, and its runtime sets `integrity`
//   (with CORS) on each chunk's <script> and <link>, so a chunk changed after the build is refused
//   by the browser. A chunk missing from the list gets a hash nothing matches: it is refused too.
// - mf-manifest.json lists the same hashes by file name, for what the shell's federation runtime
//   adds itself (stylesheets, link preloads): shell/src/federation/timeout-plugin.ts.
// Hashes are taken after webpack's real content hashing and minification, so they are the
// bytes served. remoteEntry.js has no content hash in its name, so writing the list into it
// changes no file name.
const { Buffer } = require('node:buffer');
const crypto = require('node:crypto');
const {
  Compilation,
  RuntimeGlobals,
  RuntimeModule,
  Template,
  sources,
  // webpack/lib/runtime/LoadScriptRuntimeModule, as webpack exports it (with its types).
  runtime: { LoadScriptRuntimeModule },
} = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const placeholder = '__MEMBER_SITE_SRI_HASHES__';
const hashes = `${RuntimeGlobals.require}.sriHashes`;
/** A well-formed SHA-384 that no file has: a chunk without a recorded hash never loads. */
const refused = `sha384-${Buffer.alloc(48).toString('base64')}`;

/**
 * The SRI form of some bytes: `sha384-<base64>`, as the release tool records it.
 * @param {import('node:crypto').BinaryLike} bytes
 */
const sriOf = (bytes) => `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;

class HashListRuntimeModule extends RuntimeModule {
  constructor() {
    super('subresource integrity hashes', RuntimeModule.STAGE_BASIC);
  }

  /** @override */
  generate() {
    return `${hashes} = ${JSON.stringify(placeholder)};`;
  }
}

/**
 * The statement that sets a tag's integrity from the list, when this runtime has one.
 * @param {string} tag the variable holding the element
 * @param {'js' | 'css'} kind
 * @param {string} chunkId the variable holding the chunk's id
 */
const setIntegrity = (tag, kind, chunkId) =>
  Template.asString([
    `if (typeof ${hashes} === "object") {`,
    Template.indent(`${tag}.integrity = ${hashes}.${kind}[${chunkId}] || ${JSON.stringify(refused)};`),
    '}',
  ]);

class SubresourceIntegrity {
  /** @param {{ container: string }} options the federation name: its entry chunk is remoteEntry.js */
  constructor({ container }) {
    this.container = container;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const name = 'SubresourceIntegrity';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(name, (chunk) => {
        if (chunk.name === this.container) compilation.addRuntimeModule(chunk, new HashListRuntimeModule());
      });
      // `chunkId` is the fourth argument of webpack's script loader (JSONP chunk loading passes it).
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(name, (source) =>
        Template.asString([source, `if (chunkId !== undefined) {`, Template.indent(setIntegrity('script', 'js', 'chunkId')), '}']),
      );
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(name, (source, { tag, chunkId }) =>
        Template.asString([source, setIntegrity(tag, 'css', chunkId)]),
      );

      // After the federation manifest is written (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 }, () => {
        /** @type {{ js: Record<string, string>, css: Record<string, string> }} */
        const list = { js: {}, css: {} };
        /** @type {Record<string, string>} */
        const byFile = {};
        let entryFile;
        for (const chunk of compilation.chunks) {
          if (chunk.name === this.container) {
            entryFile = [...chunk.files].find((file) => file.endsWith('.js'));
            continue;
          }
          for (const file of chunk.files) {
            const kind = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : null;
            const asset = kind && compilation.getAsset(file);
            if (!asset) continue;
            byFile[file] = sriOf(asset.source.buffer());
            // By the id as a key, as the runtime looks it up (`${hashes}.js[chunkId]`).
            list[kind][String(chunk.id)] = byFile[file];
          }
        }
        if (!entryFile) return;
        const entry = compilation.getAsset(entryFile);
        if (!entry) return;
        const code = entry.source.source().toString();
        const quoted = [`"${placeholder}"`, `'${placeholder}'`].find((text) => code.includes(text));
        if (!quoted) {
          compilation.errors.push(new Error(`[tools] SubresourceIntegrity: ${entryFile} has no place for the chunk hashes`));
          return;
        }
        compilation.updateAsset(entryFile, new sources.RawSource(code.replace(quoted, JSON.stringify(list))));
        const manifest = compilation.getAsset('mf-manifest.json');
        if (manifest) {
          const json = JSON.parse(manifest.source.source().toString());
          compilation.updateAsset('mf-manifest.json', new sources.RawSource(JSON.stringify({ ...json, integrity: byFile }, null, 2)));
        }
      });
    });
  }
}

module.exports = { SubresourceIntegrity, sriOf };
