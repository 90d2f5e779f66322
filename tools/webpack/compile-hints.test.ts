import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import webpack from 'webpack';

// V8's compile hint on every script of a production build (ADR 0040): the first line of the bytes
// served, with source maps that count it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is CommonJS, like the webpack configs
const { CompileHints, hint } = require('./compile-hints.cjs') as { CompileHints: new () => webpack.WebpackPluginInstance; hint: string };

function build(dir: string): Promise<webpack.Stats> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js' },
    devtool: 'hidden-source-map',
    plugins: [new CompileHints()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve(stats);
    }),
  );
}

describe('the compile hint', () => {
  it('is the first line of every script, and the source maps count it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    try {
      fs.writeFileSync(path.join(dir, 'index.js'), "import('./page').then((page) => page.show('ready'));\n");
      fs.writeFileSync(path.join(dir, 'page.js'), '\n\nexport function show(text) {\n  document.body.textContent = text;\n}\n');
      await build(dir);
      const out = path.join(dir, 'dist');
      const scripts = fs.readdirSync(out).filter((file) => file.endsWith('.js'));
      expect(scripts).toHaveLength(2);
      for (const file of scripts) {
        const code = fs.readFileSync(path.join(out, file), 'utf8');
        expect(code.startsWith(hint)).toBe(true);
        // The map counts the hint's line: a minified frame still names its source line.
        const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(path.join(out, `${file}.map`), 'utf8')));
        const lines = code.split('\n');
        const at = lines.findIndex((line) => line.includes('textContent'));
        if (at < 0) continue;
        const original = map.originalPositionFor({ line: at + 1, column: (lines[at] ?? '').indexOf('textContent') });
        expect(original).toMatchObject({ source: expect.stringContaining('page.js'), line: 4 });
      }
      expect(scripts.some((file) => fs.readFileSync(path.join(out, file), 'utf8').includes('textContent'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
