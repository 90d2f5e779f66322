import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM module without types
import { publishStack } from '../../tools/release/stack.mjs';
// @ts-expect-error plain ESM module without types
import { startSpecApi } from '../../tools/spec-api/server.mjs';
// @ts-expect-error plain ESM module without types
import { startStaticServer } from '../../tools/serve.mjs';
// @ts-expect-error plain ESM module without types
import { repoRoot, resolveStack, startApi, startApps, writeRuntimeFiles } from '../../tools/stack.mjs';
import { e2eEnv, e2eOperatorKey, e2eStack, specStack } from './stack-env';

interface Closable {
  close: () => Promise<void>;
}

/**
 * The spec-only stack (ADR 0029): the spec API, and the same shell with the same remotes, whose
 * runtime files differ only in the API they name. No prerendered pages: those are rendered with
 * the reference stack's configuration (its LINE button), and a shell without them renders the
 * landing in the browser.
 */
async function startSpecStack(referenceRuntime: string): Promise<Closable[]> {
  const api = (await startSpecApi({
    port: specStack.apiPort,
    allowedOrigins: [specStack.shellUrl, `http://127.0.0.1:${specStack.shellPort}`],
    shapes: specStack.shapes,
    testHooks: true,
  })) as Closable;
  fs.rmSync(specStack.runtimeDir, { recursive: true, force: true });
  for (const name of ['remotes.json', 'manifest.webmanifest']) {
    fs.cpSync(path.join(referenceRuntime, name), path.join(specStack.runtimeDir, name));
  }
  const config = JSON.parse(fs.readFileSync(path.join(referenceRuntime, 'config.json'), 'utf8')) as Record<string, unknown>;
  const specConfig = { ...config, apiUrl: specStack.apiUrl, gameOrigins: [new URL(specStack.apiUrl).origin], line: null };
  fs.writeFileSync(path.join(specStack.runtimeDir, 'config.json'), `${JSON.stringify(specConfig, null, 2)}\n`);
  const shell = (await startStaticServer({ dir: path.join(repoRoot, 'shell', 'dist'), port: specStack.shellPort, host: '127.0.0.1', spa: true, runtimeDir: specStack.runtimeDir })) as Closable;
  return [api, shell];
}

/** Brings up the API (fresh database) and every app on its own port; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = resolveStack({ ...process.env, ...e2eEnv });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'member-site-e2e-'));
  // A fresh publish root: each remote's current dist/ becomes its first (live) version, and the
  // shell's runtime files (config.json, the generated remotes.json) are served from there.
  const runtimeDir = e2eStack.releasesDir;
  fs.rmSync(runtimeDir, { recursive: true, force: true });
  writeRuntimeFiles(stack, runtimeDir, { remotes: false });
  await publishStack(stack);
  const api = await startApi(stack, {
    API_DB_FILE: path.join(work, 'api.db'),
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
  // E2E_SERVER=nginx: the apps are served by nginx from the generated configuration (ADR 0020).
  const servers = await startApps(stack, runtimeDir, [], process.env.E2E_SERVER === 'nginx' ? 'nginx' : 'node');
  const specServers = await startSpecStack(runtimeDir);
  return async () => {
    await Promise.all([...Object.values(servers), ...specServers].map((s) => (s as Closable).close()));
    await api.stop();
    fs.rmSync(work, { recursive: true, force: true });
  };
}
