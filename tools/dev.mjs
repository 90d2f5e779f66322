// `npm run dev -w mf-wallet` (any remote): the whole site as `npm start` brings it up, but the named
// app is served by webpack's dev server on its usual port, rebuilt and reloaded on every change.
// In the shell's remotes.json that remote is a plain URL: the dev server answers on its own origin.
// `npm run alone -w mf-wallet` (`--alone`): only the API and that remote, whose dev server serves
// the remote inside the stand-in shell (ADR 0036): no shell, no other remote, no build of them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureInstalled } from './ensure.mjs';
import { publishStack } from './release/stack.mjs';
import { apps, demoApiEnv, repoRoot, resolveStack, startApi, startStack, writeRuntimeFiles } from './stack.mjs';

const remotes = apps.filter((app) => app.dir !== 'shell').map((app) => app.dir);
const [dir, mode] = process.argv.slice(2);
const alone = mode === '--alone';
if (!dir || !remotes.includes(dir) || (mode !== undefined && !alone)) {
  console.error(`[tools] E5 usage: node tools/dev.mjs <${remotes.join('|')}> [--alone]`);
  process.exit(1);
}

ensureInstalled();
if (!alone) await ensureBuilt();

const base = resolveStack();
const devApp = base.apps.find((app) => app.dir === dir);
if (!devApp) throw new Error(`[tools] no app ${dir}`);
// Alone, the remote's own origin is the site: the API lets it in.
const stack = alone ? { ...base, siteOrigins: [...base.siteOrigins, devApp.origin] } : base;
/** @type {import('./stack.mjs').RunningApi | null} */
let api = null;
/** @type {Record<string, { close: () => Promise<void> }>} */
let servers = {};
const serve = ['webpack', 'serve', '--mode', 'development', '--config', 'webpack.config.cjs', '--port', String(devApp.port), '--host', stack.host];
if (alone) {
  if (stack.api.local) {
    if (!fs.existsSync(path.join(repoRoot, 'api/dist/server.js'))) await ensureBuilt();
    api = await startApi(stack, demoApiEnv(stack));
  }
  serve.push('--env', 'standIn');
} else {
  const runtimeDir = stack.releasesDir;
  writeRuntimeFiles(stack, runtimeDir, { remotes: false });
  await publishStack(stack, { plain: [dir] });
  // The shell's CSP lets the page open the dev server's reload socket, and nothing more.
  const reloadSocket = `ws://${new URL(devApp.origin).host}`;
  ({ api, servers } = await startStack({ ...stack, apps: stack.apps.filter((app) => app !== devApp) }, runtimeDir, [reloadSocket]));
}
/** The bundled API's demo member. */
async function demoMember() {
  return (await import(pathToFileURL(path.join(repoRoot, 'api/dist/member/demo.js')).href)).demoMember;
}

const webpack = spawn('npx', serve, {
  cwd: path.join(repoRoot, dir),
  stdio: 'inherit',
  env: { ...process.env, STAND_IN_CONFIG: JSON.stringify(stack.config) },
});

console.log(
  alone
    ? `
  ${dir} runs alone in the stand-in shell: ${devApp.origin}/ (the API: ${stack.api.url})
  ${api ? `Sign in as ${(await demoMember()).username} / ${(await demoMember()).password}. ` : ''}Edit ${dir}/src and the page reloads. Stop with Ctrl+C.
`
    : `
  ${dir} is served by webpack's dev server on ${devApp.origin}, inside the built site: ${stack.shellUrl}
  Edit ${dir}/src and the page reloads. Stop with Ctrl+C.
`,
);

async function shutdown() {
  webpack.kill('SIGTERM');
  await Promise.all(Object.values(servers).map((server) => server.close()));
  await api?.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
webpack.on('exit', (code) => {
  if (code) console.error(`[tools] E6 the dev server of ${dir} exited with code ${code}`);
  void shutdown();
});
