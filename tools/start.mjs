// `npm start`: installs and builds what is missing, then serves the whole site on localhost, and
// the staff back office on its own port (ADR 0046).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureInstalled } from './ensure.mjs';
import { publishStack } from './release/stack.mjs';
import { repoRoot, resolveStack, staffApps, startStack, writeRuntimeFiles } from './stack.mjs';

ensureInstalled();
await ensureBuilt();

const stack = resolveStack();
// The shell's runtime files live in the publish root: remotes.json is the registry's (ADR 0021).
const runtimeDir = stack.releasesDir;
writeRuntimeFiles(stack, runtimeDir, { remotes: false });
await publishStack(stack);

const { api, servers } = await startStack(stack, runtimeDir);

// The demo member of the bundled API: the reference API's demo members, or the spec-only API's own (the same credentials).
const { demoMember } =
  stack.api.kind === 'spec'
    ? { demoMember: (await import('./spec-api/server.mjs')).specDemoMember }
    : await import(pathToFileURL(path.join(repoRoot, 'api/dist/member/demo.js')).href);
console.log(`
  The member site is up: ${stack.shellUrl}
  API: ${stack.api.url}${!stack.api.local ? '' : stack.api.kind === 'spec' ? ` (bundled spec-only API, ${stack.api.shapes} shapes)` : ' (bundled reference API)'}
  Remotes: ${stack.apps
    .filter((app) => app.name !== 'shell')
    .map((app) => `${app.name} ${app.local ? app.origin : app.manifest}`)
    .join(', ')}
  Releases: ${stack.releasesDir} (npm run releases)
${stack.api.local ? `  Demo member: username ${demoMember.username}  password ${demoMember.password}\n` : ''}
  The staff back office: ${stack.backoffice.url}
    (its own origin; staff remotes ${staffApps.map((app) => app.name).join(', ')} served from it under /remotes/)
    The first admin: npm run staff -- add <username> --name "<ชื่อ-นามสกุล>" --role admin
    (prints a one-time password; the first sign-in sets up the authenticator app and shows the recovery codes)

  Stop with Ctrl+C.
`);

async function shutdown() {
  await Promise.all(Object.values(servers).map((server) => server.close()));
  await api?.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
