// V8's explicit compile hint on every script of a production build (issue 21, ADR 0040).
//
// A script's first line `//# allFunctionsCalledOnLoad` asks V8 (Chrome 136 and later) to compile
// all of its functions when the script arrives, on a background thread while it streams in,
// instead of compiling each function on the main thread the first time it is called. Our chunks
// are split by when they run (the start, a page, a dialog), so most of what a chunk holds runs
// soon after it arrives. Without the hint, the start's long tasks on a public page were mostly
// that lazy compilation: the federation runtime's start in main.js and React's module body.
// Other browsers read the line as a comment.
//
// The line goes in after minification (which would drop it) and before content hashing, source
// maps and the SRI hashes, so file names, maps and integrity are those of the bytes served.
const { Compilation, sources } = require('webpack');

const hint = '//# allFunctionsCalledOnLoad\n';

class CompileHints {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const name = 'CompileHints';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(hint, source));
        }
      });
    });
  }
}

module.exports = { CompileHints, hint };
