// For tools/serving/serving.test.ts: starts the Node server and nginx on the test's fixture folders
// (the shell, a remote, the back office and a member remote beside its staff remote's versions)
// (these modules use import.meta, so they run in Node itself, not in jest), prints one JSON line
// with their addresses and the rule values the test expects, and stops them when stdin closes.
import fs from 'node:fs';
import path from 'node:path';
import { startStaticServer } from '../serve.mjs';
import { brotliModule, nginxConfig, startNginxServer } from './nginx.mjs';
import { backofficePolicy, commonHeaders, contentSecurityPolicy } from './rules.mjs';

/** @type {[{ root: string, shell: string, remote: string, runtime: string, backoffice: string, backofficeRuntime: string, staff: string, member: string }, boolean]} */
const [dirs, withNginx] = JSON.parse(String(process.argv[2]));
/** @param {string} name */
const readJson = (name) => JSON.parse(fs.readFileSync(path.join(dirs.runtime, name), 'utf8'));
/** @type {Record<string, import('../stack.mjs').RunningServer>} */
const up = {
  nodeShell: await startStaticServer({ dir: dirs.shell, port: 0, spa: true, runtimeDir: dirs.runtime }),
  nodeRemote: await startStaticServer({ dir: dirs.remote, port: 0 }),
  nodeHttps: await startStaticServer({ dir: dirs.shell, port: 0, spa: true, runtimeDir: dirs.runtime, https: true }),
  // The back office (ADR 0046) and a member remote served from the same publish root as its staff remote.
  nodeBackoffice: await startStaticServer({
    dir: dirs.backoffice,
    port: 0,
    spa: true,
    runtimeDir: dirs.backofficeRuntime,
    backoffice: { staffDir: dirs.staff },
  }),
  nodeMember: await startStaticServer({ dir: dirs.member, port: 0 }),
};
if (withNginx) {
  up.nginxShell = await startNginxServer({ dir: dirs.shell, port: 0, spa: true, runtimeDir: dirs.runtime, workDir: path.join(dirs.root, 'nginx-shell') });
  up.nginxRemote = await startNginxServer({ dir: dirs.remote, port: 0, workDir: path.join(dirs.root, 'nginx-remote') });
  up.nginxBackoffice = await startNginxServer({
    dir: dirs.backoffice,
    port: 0,
    spa: true,
    runtimeDir: dirs.backofficeRuntime,
    backoffice: { staffDir: dirs.staff },
    workDir: path.join(dirs.root, 'nginx-backoffice'),
  });
  up.nginxMember = await startNginxServer({ dir: dirs.member, port: 0, workDir: path.join(dirs.root, 'nginx-member') });
}
const conf = withNginx
  ? nginxConfig({
      dir: dirs.shell,
      port: 8080,
      spa: true,
      runtimeDir: dirs.runtime,
      workDir: path.join(dirs.root, 'nginx-t'),
      https: true,
      user: process.getuid?.() === 0 ? 'root' : undefined,
    })
  : undefined;
console.log(
  JSON.stringify({
    servers: Object.fromEntries(Object.entries(up).map(([name, server]) => [name, server.url])),
    csp: contentSecurityPolicy(readJson('config.json'), readJson('remotes.json'), [], fs.readFileSync(path.join(dirs.shell, 'index.html'), 'utf8')),
    backofficeCsp: backofficePolicy(JSON.parse(fs.readFileSync(path.join(dirs.backofficeRuntime, 'config.json'), 'utf8'))),
    permissionsPolicy: commonHeaders['Permissions-Policy'],
    conf,
    brotli: fs.existsSync(brotliModule),
  }),
);
process.stdin.resume();
process.stdin.on('end', async () => {
  await Promise.all(Object.values(up).map((server) => server.close()));
  process.exit(0);
});
