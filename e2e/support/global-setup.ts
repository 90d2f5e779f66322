import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM module without types
import { writePrerendered } from '../../tools/release/prerender.mjs';
// @ts-expect-error plain ESM module without types
import { publishStack } from '../../tools/release/stack.mjs';
// @ts-expect-error plain ESM module without types
import { startSpecApi } from '../../tools/spec-api/server.mjs';
// @ts-expect-error plain ESM module without types
import { startStaticServer } from '../../tools/serve.mjs';
// @ts-expect-error plain ESM module without types
import { repoRoot, resolveStack, startApi, startApps, writeRuntimeFiles } from '../../tools/stack.mjs';
import { e2eOperatorKey, laneCount, laneStack, specStack } from './stack-env';
import { prepareSelected } from './test-builds';

interface Closable {
  close: () => Promise<void>;
}

/**
 * The spec-only stack (ADR 0029): the spec API (test hooks on), and the same shell with the same
 * remotes, whose runtime folder holds the reference stack's remotes.json and web app manifest and
 * a config.json that differs only in the API it names (its origin the only game origin, no LINE,
 * no member service). The landing's prerendered pieces are rendered for this configuration, as
 * the release tool does for any stack (tools/release/prerender.mjs): a copy of the reference
 * stack's would show its LINE button until hydration replaced it. Always on the Node server: the
 * nginx run (E2E_SERVER=nginx) selects none of its tests, and it costs a second or so.
 */
async function startSpecStack(referenceRuntime: string): Promise<Closable[]> {
  const api = (await startSpecApi({
    port: specStack.apiPort,
    host: '127.0.0.1',
    allowedOrigins: [specStack.shellUrl, `http://127.0.0.1:${specStack.shellPort}`],
    shapes: specStack.shapes,
    testHooks: true,
  })) as Closable;
  try {
    return [api, await serveSpecShell(referenceRuntime)];
  } catch (error) {
    await api.close();
    throw error;
  }
}

/** The spec stack's runtime folder, filled from the reference stack's, and its shell server. */
async function serveSpecShell(referenceRuntime: string): Promise<Closable> {
  const runtime = specStack.runtimeDir;
  fs.rmSync(runtime, { recursive: true, force: true });
  fs.mkdirSync(runtime, { recursive: true });
  for (const name of ['remotes.json', 'manifest.webmanifest']) {
    fs.cpSync(path.join(referenceRuntime, name), path.join(runtime, name));
  }
  const config = JSON.parse(fs.readFileSync(path.join(referenceRuntime, 'config.json'), 'utf8')) as Record<string, unknown>;
  delete config.clientApi;
  const specConfig = { ...config, apiUrl: specStack.apiUrl, gameOrigins: [new URL(specStack.apiUrl).origin], line: null };
  fs.writeFileSync(path.join(runtime, 'config.json'), `${JSON.stringify(specConfig, null, 2)}\n`);
  // The renderer reads each remote's live version under the runtime folder: links to the reference's.
  const registry = JSON.parse(fs.readFileSync(path.join(referenceRuntime, 'registry.json'), 'utf8')) as {
    remotes?: Record<string, { dir: string; host?: string }>;
  };
  for (const { dir, host } of Object.values(registry.remotes ?? {})) {
    // The staff remotes are the back office's (ADR 0046): the member site's second stack has none.
    if (host === 'backoffice') continue;
    if (fs.existsSync(path.join(referenceRuntime, dir))) fs.symlinkSync(path.join(referenceRuntime, dir), path.join(runtime, dir), 'dir');
  }
  await writePrerendered(runtime, registry);
  return (await startStaticServer({
    dir: path.join(repoRoot, 'shell', 'dist'),
    port: specStack.shellPort,
    host: '127.0.0.1',
    spa: true,
    runtimeDir: runtime,
  })) as Closable;
}

/**
 * Lane `n`'s reference stack (stack-env.ts): a fresh publish root where each remote's current dist/
 * becomes its first (live) version and the shell's runtime files are served from, the API on a
 * fresh database in `work`, and every app on its own port. Returns its runtime folder and its stop.
 */
async function startReferenceStack(n: number, work: string): Promise<{ runtimeDir: string; stop: () => Promise<void> }> {
  const { env, stack: lanePorts } = laneStack(n);
  const stack = resolveStack({ ...process.env, ...env });
  // The staff CLI (npm run staff) works on this database: the back office's tests make their accounts with it.
  const dbFile = path.join(work, `api-${n}.db`);
  process.env[lanePorts.dbFileVar] = dbFile;
  const runtimeDir = lanePorts.releasesDir;
  fs.rmSync(runtimeDir, { recursive: true, force: true });
  writeRuntimeFiles(stack, runtimeDir, { remotes: false });
  await publishStack(stack);
  const api = await startApi(stack, {
    API_DB_FILE: dbFile,
    API_ENABLE_TEST_ROUTES: '1',
    API_LOGIN_RATE_MAX: '1000',
    // Tests type wrong passwords on purpose, all from 127.0.0.1: no guard may lock them out.
    API_LOGIN_ADDRESS_MAX_FAILURES: '1000',
    API_LOGIN_ACCOUNT_FREE_FAILURES: '1000',
    // Operator routes on; no demo auto-credit here: tests credit deposits themselves.
    API_OPERATOR_KEY: e2eOperatorKey,
    // Slips of the demo bank, which the tests fill through /api/test/slips.
    API_SLIP_VERIFIER: 'demo',
  });
  try {
    // E2E_SERVER=nginx: the apps are served by nginx from the generated configuration (ADR 0020).
    const servers = await startApps(stack, runtimeDir, [], process.env.E2E_SERVER === 'nginx' ? 'nginx' : 'node');
    return {
      runtimeDir,
      stop: async () => {
        await Promise.all(Object.values(servers).map((s) => (s as Closable).close()));
        await api.stop();
      },
    };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

/** Brings up every lane's reference stack and the spec-only stack; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'member-site-e2e-'));
  // The brand is read from the API every 5 s here (60 in a deployment): brand.spec.ts waits for a change.
  process.env.BRAND_REFRESH_SECONDS ??= '5';
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async (): Promise<void> => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    // The builds the selected specs release, before any lane runs a test (test-builds.ts).
    await prepareSelected();
    // One after another: the first publishes (and builds what is stale), the next ones find it built.
    const runtimes: string[] = [];
    for (let n = 0; n < laneCount; n += 1) {
      const started = await startReferenceStack(n, work);
      stops.push(started.stop);
      runtimes.push(started.runtimeDir);
    }
    // The spec-only API's tests run on the Node servers; the nginx run has none of them.
    if (process.env.E2E_SERVER !== 'nginx') {
      const specServers = await startSpecStack(runtimes[0] ?? '');
      stops.push(async () => {
        await Promise.all(specServers.map((s) => s.close()));
      });
    }
  } catch (error) {
    // Nothing left running when a stack cannot start (a port in use).
    await stopAll();
    throw error;
  }
  return stopAll;
}
