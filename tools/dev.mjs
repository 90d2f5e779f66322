// `npm run dev -w mf-wallet` (any remote): the whole site as `npm start` brings it up, but the named
// app is served by webpack's dev server on its usual port, rebuilt and reloaded on every change.
// In the shell's remotes.json that remote is a plain URL: the dev server answers on its own origin.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled } from './ensure.mjs';
import { publishStack } from './release/stack.mjs';
import { apps, repoRoot, resolveStack, startStack, writeRuntimeFiles } from './stack.mjs';

const remotes = apps.filter((app) => app.dir !== 'shell').map((app) => app.dir);
const dir = process.argv[2];
if (!remotes.includes(dir)) {
  console.error(`[tools] E5 usage: node tools/dev.mjs <${remotes.join('|')}>`);
  process.exit(1);
}

ensureInstalled();
await ensureBuilt();

const stack = resolveStack();
const devApp = stack.apps.find((app) => app.dir === dir);
const runtimeDir = stack.releasesDir;
writeRuntimeFiles(stack, runtimeDir, { remotes: false });
await publishStack(stack, { plain: [dir] });

// The shell's CSP lets the page open the dev server's reload socket, and nothing more.
const reloadSocket = `ws://${new URL(devApp.origin).host}`;
const { api, servers } = await startStack({ ...stack, apps: stack.apps.filter((app) => app !== devApp) }, runtimeDir, [reloadSocket]);
const webpack = spawn(
  'npx',
  ['webpack', 'serve', '--mode', 'development', '--config', 'webpack.config.cjs', '--port', String(devApp.port), '--host', stack.host],
  { cwd: path.join(repoRoot, dir), stdio: 'inherit' },
);

console.log(`
  ${dir} is served by webpack's dev server on ${devApp.origin}, inside the built site: ${stack.shellUrl}
  Edit ${dir}/src and the page reloads. Stop with Ctrl+C.
`);

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
