// A throw-away PostgreSQL server for the tests and the load bench (issue 38, ADR 0064): Debian's
// `postgresql` package (.ci/run installs it), a new cluster in a temporary folder, listening on
// loopback only, gone when the command ends. Durability is off (no fsync): nothing here outlives
// the run.
//   node tools/postgres.mjs <command…>   runs the command with API_TEST_POSTGRES_URL (and _BIN) set
//   import { startPostgres } from './postgres.mjs'   for a script that needs one
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** `node` and its arguments that run the API's tests on a throw-away server (npm test, npm test -w api). */
export const apiTestsOnPostgres = ['tools/postgres.mjs', 'npx', 'jest', '--ci', '--selectProjects', 'api', `--maxWorkers=${os.availableParallelism()}`];

/** The newest installed server's bin folder, or null. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  const newest = versions[0];
  return newest ? path.join(root, newest, 'bin') : null;
}

/**
 * Debian's postgres user, for a cluster started by root.
 * @returns {{ uid: number; gid: number }}
 */
function postgresUser() {
  const id = (/** @type {string} */ flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('[tools] E35 running as root and there is no postgres user (apt-get install -y postgresql)');
  return { uid, gid: id('-g') };
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} port */
function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts a new cluster; answers its URL (user postgres, database postgres, no password: trust on
 * loopback) and `stop`, which ends the server and removes the folder.
 * `pid` is the server's main process (its workers are its children).
 * @returns {Promise<{ url: string; pid: number; stop: () => Promise<void> }>}
 */
export async function startPostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error('[tools] E35 PostgreSQL is not installed: apt-get install -y postgresql (.ci/run does it)');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'member-site-pg-'));
  const data = path.join(folder, 'data');
  // PostgreSQL refuses to run as root: then the cluster belongs to Debian's postgres user, and the
  // server is spawned as that user directly (not through runuser, which would not pass on a signal).
  /** @type {{ uid?: number; gid?: number }} */
  const owner = process.getuid?.() === 0 ? postgresUser() : {};
  if (owner.uid !== undefined && owner.gid !== undefined) fs.chownSync(folder, owner.uid, owner.gid);
  const program = (/** @type {string} */ name) => path.join(bin, name);
  const made = spawnSync(program('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'], {
    encoding: 'utf8',
    cwd: folder,
    ...owner,
  });
  if (made.status !== 0) throw new Error(`[tools] E35 initdb failed: ${made.stderr || made.stdout}`);
  const port = await freePort();
  const child = spawn(
    program('postgres'),
    [
      '-D',
      data,
      '-k',
      folder,
      '-c',
      'listen_addresses=127.0.0.1',
      '-p',
      String(port),
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], cwd: folder, ...owner },
  );
  let log = '';
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    fs.rmSync(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`[tools] E35 the server did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, pid: /** @type {number} */ (child.pid), stop };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [program, ...args] = process.argv.slice(2);
  if (!program) {
    console.error('usage: node tools/postgres.mjs <command…>');
    process.exit(2);
  }
  const { url, stop } = await startPostgres();
  // The server's bin folder too: the API's tests copy a migrated schema with its pg_dump.
  const child = spawn(program, args, { stdio: 'inherit', env: { ...process.env, API_TEST_POSTGRES_URL: url, API_TEST_POSTGRES_BIN: postgresBin() ?? '' } });
  const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise((resolve) => child.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
  await stop();
  process.exit(code);
}
