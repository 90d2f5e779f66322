/**
 * Ports of the stack under test: away from `npm start`'s defaults so both can run at once.
 * The alternative shell (3110) and wallet (3113) are started by tests that move a remote.
 * E2E_PORT_OFFSET moves the whole stack, so two checkouts can run their suites side by side.
 */
import os from 'node:os';
import type { RemoteName } from '@member-site/shared';
import path from 'node:path';
import { repoRoot } from './paths';
// @ts-expect-error plain CommonJS module, typed by its JSDoc for tools/ only
import appList from '../../tools/apps.cjs';

/** The front-end apps as their folders declare them (tools/apps.cjs): the shell, then each remote. */
const apps = (appList as { apps: { dir: string; name: string; defaultPort: number; portVar: string }[] }).apps;

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/**
 * Lanes (ADR 0059): the reference stack runs once per lane, each with its own ports, database and
 * publish root, and each Playwright worker of the reference project works on its lane's stack. The
 * suite mostly waits (timers, polls, the network: a fifth of two cores busy with one lane), so one
 * lane per core, up to 4; E2E_LANES sets it.
 */
export const laneCount = Math.max(1, Math.min(4, Number(process.env.E2E_LANES) || os.availableParallelism()));
/** This process's lane: its Playwright worker's parallel index; 0 in the runner (global setup). */
export const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % laneCount;
/** A lane's ports are its base ports + 200 × lane (3100…3113 and 4100, then 3300… and 4300). */
const laneStride = 200;

/** Lane `n`'s reference stack: the environment tools/stack.mjs resolves it from, and its addresses. */
export function laneStack(n: number) {
  const port = (base: number): number => base + offset + n * laneStride;
  /** The stack's own publish root (tools/release): fresh at every run, one per port offset and lane. */
  const releasesDir = path.join(repoRoot, 'e2e', '.run', `releases-${offset + n * laneStride}`);
  // Each app on its npm start port + 100 (tools/apps.cjs: the shell 3100, the remotes 3101…).
  const appPort = (app: (typeof apps)[number]): number => port(app.defaultPort + 100);
  const env = {
    HOST: '127.0.0.1',
    ...Object.fromEntries(apps.map((app) => [app.portVar, String(appPort(app))])),
    // The staff back office (ADR 0046), its own origin; the API lets only it call the staff routes.
    BACKOFFICE_PORT: String(port(3105)),
    API_PORT: String(port(4100)),
    GAME_ORIGINS: `http://127.0.0.1:${port(4100)}`,
    SITE_ORIGINS: `http://127.0.0.1:${port(3110)},http://localhost:${port(3110)}`,
    RELEASES_DIR: releasesDir,
  };
  const stack = {
    shellUrl: `http://localhost:${port(3100)}`,
    apiUrl: `http://127.0.0.1:${port(4100)}`,
    /** The staff back office: its staff remotes come from this origin alone, under /remotes/. */
    backofficeUrl: `http://localhost:${port(3105)}`,
    /** Origin of each remote's server, by federation name. */
    remoteOrigins: Object.fromEntries(apps.slice(1).map((app) => [app.name, `http://127.0.0.1:${appPort(app)}`])) as Record<RemoteName, string>,
    /** RELEASES_DIR: registry.json, remotes.json, config.json and each remote's versions. */
    releasesDir,
    altShellPort: port(3110),
    altWalletPort: port(3113),
    /** The API's database (global-setup.ts sets E2E_API_DB_FILE_<lane>): the staff CLI works on it. */
    dbFileVar: `E2E_API_DB_FILE_${n}`,
  };
  return { env, stack };
}

/** This lane's stack (the runner's: lane 0). */
export const { env: e2eEnv, stack: e2eStack } = laneStack(lane);

/**
 * The second stack (ADR 0029): the same shell and remotes, whose config.json points at the
 * spec-only API (tools/spec-api), answering in E2E_SPEC_SHAPES (default: alternate, the shapes
 * furthest from the reference API's).
 */
const specPort = (base: number): number => base + offset;
export const specStack = {
  shellUrl: `http://localhost:${specPort(3120)}`,
  shellPort: specPort(3120),
  apiUrl: `http://127.0.0.1:${specPort(4120)}`,
  apiPort: specPort(4120),
  runtimeDir: path.join(repoRoot, 'e2e', '.run', `spec-runtime-${offset}`),
  shapes: process.env.E2E_SPEC_SHAPES === 'plain' ? ('plain' as const) : ('alternate' as const),
};

/** The e2e API's operator key (X-Operator-Key): tests credit deposits and settle withdrawals with it. */
export const e2eOperatorKey = 'e2e-operator-key-0123456789abcdef';

export const demo = { username: '0812345678', password: 'Demo@1234' };
