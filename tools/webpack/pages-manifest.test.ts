import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// Every remote's build lists the files of each of its pages (ADR 0053), which a member page's
// first HTML preloads; the shell's build lists what its start loads on a member page.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugins are CommonJS, like the webpack configs
const { PagesManifest } = require('./pages-manifest.cjs') as { PagesManifest: new (options?: { required?: string[] }) => webpack.WebpackPluginInstance };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { StartFiles } = require('./start-files.cjs') as {
  StartFiles: new (options: { file: string; entry: string; shared: string[]; groups: string[] }) => webpack.WebpackPluginInstance;
};

// The route table's pages (shared's source: the tools' project does not compile shared).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pageNames } = require('../../shared/src/route-pages') as { pageNames: Record<string, readonly string[]> };

const repo = path.join(__dirname, '..', '..');

function build(dir: string, entry: Record<string, string>, plugin: webpack.WebpackPluginInstance): Promise<webpack.Stats> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry,
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js' },
    optimization: { splitChunks: { minSize: 0, chunks: 'async' } },
    plugins: [plugin],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('no stats'));
      else resolve(stats);
    }),
  );
}

/** A tiny remote: an exposed app importing two pages that share a module. */
function remoteSources(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-manifest-'));
  fs.writeFileSync(
    path.join(dir, 'app.js'),
    'export const pages = { topup: () => import(/* webpackChunkName: "page-topup" */ \'./topup\'), withdraw: () => import(/* webpackChunkName: "page-withdraw" */ \'./withdraw\') };\n',
  );
  fs.writeFileSync(path.join(dir, 'money.js'), `export const money = (n) => ${JSON.stringify('x'.repeat(200))} + n;\n`);
  fs.writeFileSync(path.join(dir, 'topup.js'), "import { money } from './money';\nexport default () => money(1);\n");
  fs.writeFileSync(path.join(dir, 'withdraw.js'), "import { money } from './money';\nexport default () => money(2);\n");
  return dir;
}

describe("a remote's list of each page's files", () => {
  it('names the exposed app and every page-<name> chunk group with the split chunks it needs', async () => {
    const dir = remoteSources();
    try {
      await build(dir, { __federation_expose_app: './app.js' }, new PagesManifest());
      const list = JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'prerender', 'pages.json'), 'utf8'));
      expect(Object.keys(list.pages)).toEqual(['topup', 'withdraw']);
      expect(list.expose.js).toEqual([expect.stringMatching(/^__federation_expose_app\.[0-9a-f]{10}\.js$/)]);
      for (const page of ['topup', 'withdraw']) {
        const files: string[] = list.pages[page].js;
        expect(files.some((file) => file.startsWith(`page-${page}.`))).toBe(true);
        // The module both pages use is in a chunk of its own, listed for each.
        expect(files.length).toBe(2);
        for (const file of files) expect(fs.existsSync(path.join(dir, 'dist', file))).toBe(true);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails the build when a page it must list has no named chunk (the landing prerenders three)', async () => {
    const dir = remoteSources();
    try {
      const stats = await build(dir, { __federation_expose_app: './app.js' }, new PagesManifest({ required: ['topup', 'index'] }));
      expect(stats.toString('errors-only')).toContain('no chunk named "page-index"');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(['mf_games', 'mf_wallet', 'mf_account'] as const)("%s's page map names every one of its pages' chunk page-<name>", (remote) => {
    expect(pageNames[remote]?.length).toBeGreaterThan(0);
    const source = fs.readFileSync(path.join(repo, remote.replace('_', '-'), 'src', 'lifecycles.tsx'), 'utf8');
    // The key is quoted only where it must be (the formatter's way): 'deposit-withdraw', playgame.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
    for (const page of pageNames[remote] ?? []) {
      expect(source).toMatch(new RegExp(`(?:'${escape(page)}'|\\b${escape(page)}): \\(\\) => import\\(/\\* webpackChunkName: "page-${escape(page)}" \\*/`));
    }
  });
});

describe("the shell's member start files", () => {
  it('lists the entry and each named group of the start, in order, and fails on a group that is not there', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-files-'));
    try {
      fs.writeFileSync(path.join(dir, 'index.js'), "import('./bootstrap').then(() => import(/* webpackChunkName: \"app\" */ './app'));\n");
      fs.writeFileSync(path.join(dir, 'bootstrap.js'), 'export const started = true;\n');
      fs.writeFileSync(path.join(dir, 'app.js'), 'export const app = true;\n');
      await build(dir, { main: './index.js' }, new StartFiles({ file: 'prerender/member-start.json', entry: 'main', shared: [], groups: ['app'] }));
      const list = JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'prerender', 'member-start.json'), 'utf8'));
      expect(list).toEqual({ js: [expect.stringMatching(/^main\.[0-9a-f]{10}\.js$/), expect.stringMatching(/^app\.[0-9a-f]{10}\.js$/)], css: [] });
      const stats = await build(
        dir,
        { main: './index.js' },
        new StartFiles({ file: 'prerender/member-start.json', entry: 'main', shared: [], groups: ['member-chrome'] }),
      );
      expect(stats.toString('errors-only')).toContain('no chunk named "member-chrome"');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is what the built shell's start loads: its entry, React's shared chunks, the bootstrap, the app and the member chrome", () => {
    const file = path.join(repo, 'shell', 'dist', 'prerender', 'member-start.json');
    // Checked on a built shell (npm test builds first).
    if (!fs.existsSync(file)) return;
    const list = JSON.parse(fs.readFileSync(file, 'utf8')) as { js: string[]; css: string[] };
    expect(list.js[0]).toMatch(/^main\./);
    for (const group of ['bootstrap', 'app', 'member-chrome']) expect(list.js.some((name) => name.startsWith(`${group}.`))).toBe(true);
    const manifest = JSON.parse(fs.readFileSync(path.join(repo, 'shell', 'dist', 'mf-manifest.json'), 'utf8')) as {
      shared: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const reactDomClient = manifest.shared.find((entry) => entry.name === 'react-dom/client');
    expect(list.js).toEqual(expect.arrayContaining(reactDomClient?.assets.js.sync ?? ['missing']));
    // The dialogs' library comes with the first dialog, never with the start.
    const dialogs = manifest.shared.find((entry) => entry.name.startsWith('sweetalert2'));
    for (const chunk of dialogs?.assets.js.sync ?? []) expect(list.js).not.toContain(chunk);
  });
});
