// `npm run add-remote -- <mf-name> --port <3006…3009> --path </Page> --title <Thai title>`: a new
// remote, as a team starts one (issue 37 part 8, CONTRIBUTING.md "Adding a remote"). It writes the
// folder (package.json with its `memberSite` port, tsconfig, webpack config, one member page) and
// names it in the four places outside the folder that cannot find it by themselves: the solution's
// project references, the page map and the route table (shared), and the compose stack. Everything
// else finds remotes by their folders (tools/apps.cjs). Then: `npm install` (the workspace's link
// in package-lock.json), `npm test -w <mf-name>`, and a release.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Replaces `anchor` in `file` (from the root) with `replace(anchor)`; the anchor must be there once.
 * @param {string} root
 * @param {string} file
 * @param {string} anchor
 * @param {(anchor: string) => string} replace
 */
function edit(root, file, anchor, replace) {
  const full = path.join(root, file);
  const text = fs.readFileSync(full, 'utf8');
  if (text.split(anchor).length !== 2)
    throw new Error(`[tools] E34 ${file} does not hold ${JSON.stringify(anchor)} exactly once: add the remote there by hand`);
  fs.writeFileSync(full, text.replace(anchor, replace(anchor)));
}

/**
 * The after-anchor of the last line matching `pattern` in `file`'s text.
 * @param {string} root
 * @param {string} file
 * @param {RegExp} pattern
 */
function lastLine(root, file, pattern) {
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  const line = lines.filter((l) => pattern.test(l)).at(-1);
  if (!line) throw new Error(`[tools] E34 ${file} has no line like ${pattern}: add the remote there by hand`);
  return `${line}\n`;
}

/**
 * @param {{ root?: string, dir: string, port: number, routePath: string, title: string }} options
 * @returns {string[]} the files written or changed, from the root
 */
export function addRemote({ root = repoRoot, dir, port, routePath, title }) {
  if (!/^mf-[a-z0-9]+$/.test(dir)) throw new Error(`[tools] E34 a remote's folder is mf-<letters and digits>, got "${dir}"`);
  if (fs.existsSync(path.join(root, dir))) throw new Error(`[tools] E34 ${dir} exists already`);
  // 3005 is the back office's; from 3010 the end-to-end stack's extra servers begin (e2e/support/stack-env.ts).
  if (!Number.isInteger(port) || port < 3006 || port > 3009) throw new Error(`[tools] E34 --port takes 3006 to 3009, got ${port}`);
  if (!/^\/[A-Za-z][A-Za-z0-9-]*$/.test(routePath)) throw new Error(`[tools] E34 --path is one segment like /Voucher, got "${routePath}"`);
  if (!title.trim()) throw new Error("[tools] E34 --title is the page's Thai name");
  const name = dir.replace(/-/g, '_');
  const page = routePath.slice(1).toLowerCase();
  const routeKey = page.replace(/-([a-z0-9])/g, (_m, c) => c.toUpperCase());
  const component = `${page.replace(/(^|-)([a-z0-9])/g, (_m, _d, c) => c.toUpperCase())}Page`;
  const games = JSON.parse(fs.readFileSync(path.join(root, 'mf-games', 'package.json'), 'utf8'));
  const dependencies = Object.fromEntries(
    ['@member-site/shared', 'react', 'react-dom', 'react-router-dom', 'single-spa-react', 'sweetalert2'].map((dep) => [dep, games.dependencies[dep]]),
  );
  /** @param {string} command */
  const cli = (command) => `node ../tools/release/cli.mjs ${command} ${dir}`;
  /** @type {Record<string, string>} */
  const files = {
    'package.json': `${JSON.stringify(
      {
        name: dir,
        version: '1.0.0',
        private: true,
        memberSite: { port, e2e: [] },
        scripts: {
          test: 'node ../tools/test-app.mjs',
          build: 'webpack --mode production --config webpack.config.cjs',
          serve: `node ../tools/serve.mjs dist ${port}`,
          dev: `node ../tools/dev.mjs ${dir}`,
          alone: `node ../tools/dev.mjs ${dir} --alone`,
          release: cli('release'),
          rollback: cli('rollback'),
          promote: cli('promote'),
          preview: cli('preview'),
        },
        dependencies,
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': fs.readFileSync(path.join(root, 'mf-games', 'tsconfig.json'), 'utf8'),
    'webpack.config.cjs': `const { createConfig } = require('../tools/webpack.base.cjs');\n\nmodule.exports = createConfig({ dir: __dirname, name: '${name}', exposes: { './app': './src/lifecycles.tsx' } });\n`,
    'src/index.ts': `// ${dir} is a remote: the shell loads its \`./app\` through mf-manifest.json.\nexport {};\n`,
    'src/lifecycles.tsx': `import { createRemoteApp } from '@member-site/shared';\n\n// The exposed \`./app\`: one lazy chunk per page (shared/src/route-pages.ts names them).\nexport const { bootstrap, mount, unmount, update } = createRemoteApp('${name}', {\n  ${JSON.stringify(page)}: () => import(/* webpackChunkName: "page-${page}" */ './pages/${component}'),\n});\n`,
    // The page's heading (and its lead, once shared/src/route-leads.ts has one: ADR 0060) as every member page draws them.
    [`src/pages/${component}.tsx`]: `import { PageHeader } from '@member-site/shared';\n\nexport default function ${component}() {\n  return (\n    <div className="ms-page">\n      <PageHeader name=${JSON.stringify(routeKey)} />\n    </div>\n  );\n}\n`,
    'README.md': `# ${dir}\n\nThe ${dir} remote (\`${name}\`, port ${port}). Its page: ${routePath} (${title}).\n\nCommands, layout and releases as every remote's: CONTRIBUTING.md.\n`,
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, dir, file)), { recursive: true });
    fs.writeFileSync(path.join(root, dir, file), text);
  }
  // The four places outside the folder.
  edit(
    root,
    'tsconfig.json',
    lastLine(root, 'tsconfig.json', /"path": "mf-[a-z0-9]+"/).replace(/\n$/, ''),
    (a) => `${a}\n    },\n    {\n      "path": "${dir}"`,
  );
  edit(root, 'shared/src/route-pages.ts', '} as const;\n', (a) => `  ${name}: [${JSON.stringify(page).replace(/"/g, "'")}],\n${a}`);
  edit(
    root,
    'shared/src/routes.ts',
    '} as const satisfies Record<string, RouteDef>;',
    (a) => `  ${routeKey}: route('${routePath}', '${name}', '${page}', '${title.replace(/'/g, "\\'")}', 'member', 'main'),\n${a}`,
  );
  const upper = name.toUpperCase();
  edit(
    root,
    'docker-compose.yml',
    lastLine(root, 'docker-compose.yml', /^ {6}MF_[A-Z0-9_]+_ORIGIN: /),
    (a) => `${a}      ${upper}_ORIGIN: "\${${upper}_ORIGIN:-http://localhost:${port}}"\n`,
  );
  edit(root, 'docker-compose.yml', lastLine(root, 'docker-compose.yml', /^ {6}MF_[A-Z0-9_]+_URL: /), (a) => `${a}      ${upper}_URL: "\${${upper}_URL:-}"\n`);
  edit(
    root,
    'docker-compose.yml',
    '  # The staff back office (ADR 0046)',
    (a) =>
      `  ${dir}:\n    <<: *web\n    build: { context: ., target: web }\n    environment: { APP: ${dir} }\n    ports:\n      - "${port}:8080"\n    healthcheck: *remote-health\n\n${a}`,
  );
  return [...Object.keys(files).map((file) => `${dir}/${file}`), 'tsconfig.json', 'shared/src/route-pages.ts', 'shared/src/routes.ts', 'docker-compose.yml'];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string' }, path: { type: 'string' }, title: { type: 'string' } },
  });
  try {
    const [dir = ''] = positionals;
    const written = addRemote({ dir, port: Number(values.port), routePath: values.path ?? '', title: values.title ?? '' });
    console.log(
      `[add-remote] ${dir}: written or changed\n  ${written.join('\n  ')}\nNext: npm install, then npm test -w ${dir}, then npm run release -w ${dir}.`,
    );
  } catch (error) {
    console.error(String(/** @type {Error} */ (error).message));
    process.exit(1);
  }
}
