// `npm start`: installs and builds what is missing, then serves the whole site on localhost.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureInstalled } from './ensure.mjs';
import { demoApiEnv, repoRoot, resolveStack, startApi, startApps, writeRuntimeFiles } from './stack.mjs';

ensureInstalled();
await ensureBuilt();

const stack = resolveStack();
const runtimeDir = path.join(repoRoot, '.run', 'runtime');
writeRuntimeFiles(stack, runtimeDir);

const api = stack.api.local ? await startApi(stack, demoApiEnv(stack)) : null;
const servers = await startApps(stack, runtimeDir);

const { demoMember } = await import(pathToFileURL(path.join(repoRoot, 'api/dist/platform/seed.js')).href);
console.log(`
  The member site is up: ${stack.shellUrl}
  API: ${stack.api.url}${stack.api.local ? ' (bundled reference API)' : ''}
  Remotes: ${Object.entries(stack.remotes).map(([name, url]) => `${name} ${url}`).join(', ')}
${stack.api.local ? `  Demo member: username ${demoMember.username}  password ${demoMember.password}\n` : ''}
  Stop with Ctrl+C.
`);

async function shutdown() {
  await Promise.all(Object.values(servers).map((server) => server.close()));
  await api?.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
