import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type RawBuilder } from 'kysely';
import pg from 'pg';

// The database layer (ADR 0064): one codebase over SQLite (the embedded default) and PostgreSQL
// (DATABASE_URL=postgres://…, when one machine is not enough). Kysely owns the dialects, the
// connections and the parameters; the app writes its SQL as Kysely `sql` templates, in the part of
// SQL both databases speak, and reads rows with the helpers below. Every function that touches the
// database is async, and every change that is more than one statement runs in `transaction`.

/** A database, or the one connection of an open transaction: every query function takes either. */
export type Db = Kysely<Record<string, Record<string, unknown>>>;

export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(db: Db): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

// PostgreSQL sends BIGINT (ids, satang, instants) and NUMERIC (SUM of a BIGINT) as text; the app's
// numbers are whole and far below 2^53, so they are read as numbers, as SQLite gives them.
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

const postgresPattern = /^postgres(ql)?:\/\//;

/**
 * Opens the database: a PostgreSQL URL (`postgres://…`), or an SQLite file (its folder and the file
 * are created when needed; ':memory:' for tests). The app migrates it (app/schema.ts).
 */
export function openDatabase(location: string, options: { poolSize?: number } = {}): Db {
  if (postgresPattern.test(location)) return openPostgres(() => Promise.resolve(location), options);
  if (location !== ':memory:') mkdirSync(dirname(location), { recursive: true });
  const file = new Database(location);
  // WAL lets readers continue while a write commits. A second process (or connection) holding the
  // write lock is waited for by `patiently`, between turns of the event loop: SQLite's own
  // busy_timeout would wait inside the call and stop this process's event loop meanwhile.
  if (location !== ':memory:') file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 0');
  file.pragma('foreign_keys = ON');
  return new Kysely({ dialect: new SqliteDialect({ database: file }) });
}

/** Where each PostgreSQL database is, for a connection of its own (`listen`). */
const locations = new WeakMap<Db, () => Promise<string>>();

/** A PostgreSQL database whose URL is known on the first query (a test's new schema). */
export function openPostgres(find: () => Promise<string>, options: { poolSize?: number } = {}): Db {
  let found: Promise<string> | null = null;
  const locate = () => (found ??= find());
  // allowExitOnIdle: idle connections do not keep a process alive that has nothing else to do (a
  // test file's apps never closed, a command-line tool); a server's listening socket still does.
  const pool = async () => new pg.Pool({ connectionString: await locate(), max: options.poolSize ?? 10, types: pgTypes, allowExitOnIdle: true });
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  locations.set(db, locate);
  return db;
}

/** Where the database is, for the log: a PostgreSQL URL without its user and password. */
export function databaseLabel(location: string): string {
  if (!postgresPattern.test(location)) return location;
  const url = new URL(location);
  return `${url.protocol}//${url.host}${url.pathname}`;
}

// ---- Reading and writing -------------------------------------------------------------------

interface OpenTransaction {
  root: Db;
  connection: Db;
  depth: number;
  open: boolean;
  afterCommit: (() => void)[];
}

/** The transaction the running code is inside, if any (to catch a query sent past it). */
const current = new AsyncLocalStorage<OpenTransaction>();
const transactions = new WeakMap<Db, OpenTransaction>();

// On SQLite the database is one connection: a query sent to the database while this code's own
// transaction holds it would wait for ever. Say so at once instead.
function checkOutsideTransaction(db: Db): void {
  const inside = current.getStore();
  if (inside?.open && inside.connection !== db && !transactions.has(db))
    throw new Error('[api] E33 a query went to the database from inside a transaction: pass the transaction (tx) down');
}

const sqliteBusy = /^SQLITE_BUSY/;
const busyPatienceMs = 5_000;

/** Runs `attempt` again while another SQLite connection holds the write lock, for up to 5 s. */
async function patiently<T>(db: Db, attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + busyPatienceMs;
  for (let wait = 1; ; wait = Math.min(wait * 2, 50)) {
    try {
      return await attempt();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !sqliteBusy.test(code) || Date.now() > deadline || dialectOf(db) !== 'sqlite') throw error;
      await new Promise((resolve) => setTimeout(resolve, wait * (0.5 + Math.random())));
    }
  }
}

/** The first row of `query`, or undefined. */
export async function one<Row>(db: Db, query: RawBuilder<Row>): Promise<Row | undefined> {
  checkOutsideTransaction(db);
  return (await patiently(db, () => query.execute(db))).rows[0];
}

/** Every row of `query`. */
export async function all<Row>(db: Db, query: RawBuilder<Row>): Promise<Row[]> {
  checkOutsideTransaction(db);
  return (await patiently(db, () => query.execute(db))).rows;
}

/** Runs a statement; answers how many rows it changed. */
export async function run(db: Db, query: RawBuilder<unknown>): Promise<number> {
  checkOutsideTransaction(db);
  return Number((await patiently(db, () => query.execute(db))).numAffectedRows ?? 0);
}

/**
 * Runs a schema script: statements separated by a semicolon at the end of a line, no parameters.
 * The script is written in SQLite's words; on PostgreSQL its column types are read as the same
 * thing in PostgreSQL's (`postgresDdl`), so each schema step is written once for both.
 */
export async function exec(db: Db, script: string): Promise<void> {
  checkOutsideTransaction(db);
  // PostgreSQL takes a script without parameters in one round trip; SQLite's driver one statement at a time.
  if (dialectOf(db) === 'postgres') await sql.raw(postgresDdl(script)).execute(db);
  else for (const statement of script.split(/;[ \t]*(?:\n|$)/)) if (statement.trim()) await patiently(db, () => sql.raw(statement).execute(db));
}

/**
 * SQLite's column types in PostgreSQL's: whole numbers (ids, satang, instants in ms) are BIGINT, an
 * AUTOINCREMENT id an identity column, bytes BYTEA. Everything else the schema uses (TEXT, CHECK,
 * REFERENCES, partial and unique indexes, ON CONFLICT) the two share.
 */
export function postgresDdl(script: string): string {
  return script
    .replace(/\bINTEGER PRIMARY KEY AUTOINCREMENT\b/g, 'BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY')
    .replace(/\bINTEGER\b/g, 'BIGINT')
    .replace(/\bBLOB\b/g, 'BYTEA');
}

const serializationFailure = new Set(['40001', '40P01']);
const maxAttempts = 12;
const uniqueViolation = '23505';
const uniqueViolationAttempts = 3;

/**
 * Runs `work` in one transaction and answers what it answers; a throw rolls everything back.
 * SQLite takes the write lock at once (BEGIN IMMEDIATE: several processes on one file wait their
 * turn instead of failing on upgrade); PostgreSQL runs SERIALIZABLE and runs `work` again when the
 * database chose it to give way (or a duplicate key may come from a concurrent commit), so every
 * transaction behaves as if it ran alone, as on SQLite.
 * `work` must therefore only touch the database through `tx` (anything else goes in
 * `afterCommit`). Inside another transaction it is a savepoint: an inner throw undoes the inner part.
 */
export async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const outer = transactions.get(db);
  if (outer) return savepoint(outer, work);
  checkOutsideTransaction(db);
  const postgres = dialectOf(db) === 'postgres';
  for (let attempt = 1; ; attempt++) {
    try {
      const state: OpenTransaction = { root: db, connection: db, depth: 0, open: true, afterCommit: [] };
      const result = await db.connection().execute(async (connection) => {
        state.connection = connection;
        transactions.set(connection, state);
        await patiently(connection, () => sql.raw(postgres ? 'BEGIN ISOLATION LEVEL SERIALIZABLE' : 'BEGIN IMMEDIATE').execute(connection));
        try {
          const answer = await current.run(state, () => work(connection));
          await sql.raw('COMMIT').execute(connection);
          return answer;
        } catch (error) {
          await sql
            .raw('ROLLBACK')
            .execute(connection)
            .catch(() => undefined);
          throw error;
        } finally {
          state.open = false;
        }
      });
      for (const after of state.afterCommit) after();
      return result;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (!postgres || attempt >= maxAttempts || typeof code !== 'string') throw error;
      // A duplicate key can come from a transaction that committed meanwhile (PostgreSQL does not
      // always report that as a serialization failure): run again, and `work` sees that row. A
      // duplicate that is one already fails again, after a few tries.
      if (!serializationFailure.has(code) && !(code === uniqueViolation && attempt < uniqueViolationAttempts)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}

async function savepoint<T>(outer: OpenTransaction, work: (tx: Db) => Promise<T>): Promise<T> {
  const name = `s${++outer.depth}`;
  const tx = outer.connection;
  await sql.raw(`SAVEPOINT ${name}`).execute(tx);
  try {
    const answer = await work(tx);
    await sql.raw(`RELEASE SAVEPOINT ${name}`).execute(tx);
    return answer;
  } catch (error) {
    await sql.raw(`ROLLBACK TO SAVEPOINT ${name}`).execute(tx);
    await sql.raw(`RELEASE SAVEPOINT ${name}`).execute(tx);
    throw error;
  } finally {
    outer.depth--;
  }
}

/** The database a transaction's connection belongs to (the database itself outside one). */
export function rootOf(db: Db): Db {
  return transactions.get(db)?.root ?? db;
}

/** Runs `then` once the transaction `db` belongs to has committed (at once outside a transaction). */
export function afterCommit(db: Db, then: () => void): void {
  const open = transactions.get(db);
  if (open?.open) open.afterCommit.push(then);
  else then();
}

// ---- Changes other processes made -----------------------------------------------------------

const channelPattern = /^[a-z_]+$/;

/**
 * Tells every process listening on `channel` once the transaction `db` belongs to commits
 * (PostgreSQL's NOTIFY; nothing is sent if it rolls back). SQLite has no such thing: there, other
 * processes find the change at their next timed read.
 */
export async function notify(db: Db, channel: string): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`SELECT pg_notify(${channel}, '')`.execute(db);
}

/**
 * Calls `heard` whenever a transaction that called `notify(channel)` commits, in any process
 * (PostgreSQL: LISTEN on a connection of its own, outside the pool, connected again 1 s after it
 * drops, `heard` called then too for what was missed). On SQLite it does nothing. Answers the way
 * to stop. `channel` comes from code, never from input.
 */
export function listen(db: Db, channel: string, heard: () => void): () => void {
  const locate = locations.get(rootOf(db));
  if (!locate) return () => undefined;
  if (!channelPattern.test(channel)) throw new Error(`[api] E36 not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const again = (): void => {
    client = null;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(again);
    }, 1_000);
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: await locate() });
    next.on('notification', heard);
    next.on('error', again);
    next.on('end', again);
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    heard();
  };
  connect().catch(again);
  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const open = client;
    client = null;
    open?.removeAllListeners();
    void open?.end().catch(() => undefined);
  };
}

// ---- Schema ---------------------------------------------------------------------------------

/** One schema step: SQL, or a function for what SQL alone cannot say. */
export type Migration = string | ((db: Db) => Promise<void>);

// SQLite has no ADD COLUMN IF NOT EXISTS: look first, so a re-run migration stays harmless.
export async function addColumn(db: Db, table: string, column: string, definition: string): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await exec(db, `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${column} ${definition}`);
    return;
  }
  const columns = await all<{ name: string }>(db, sql`SELECT name FROM pragma_table_info(${table})`);
  if (!columns.some((c) => c.name === column)) await exec(db, `ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
}

async function schemaVersion(db: Db): Promise<number> {
  await exec(db, 'CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = await one<{ version: number | null }>(db, sql`SELECT MAX(version) AS version FROM schema_version`);
  return row?.version ?? 0;
}

/**
 * Runs the steps of `migrations` the database has not run yet, up to `target`, and then `after`,
 * all in one transaction. The list is the app's (app/schema.ts): this file knows no table.
 */
export async function runMigrations(db: Db, migrations: readonly Migration[], target: number, after: (tx: Db) => Promise<void>): Promise<void> {
  const migrate = () =>
    transaction(db, async (tx) => {
      const from = await schemaVersion(tx);
      for (const [index, step] of migrations.slice(from, target).entries()) {
        if (typeof step === 'string') await exec(tx, step);
        else await step(tx);
        await run(tx, sql`INSERT INTO schema_version (version) VALUES (${from + index + 1})`);
      }
      await after(tx);
    });
  if (dialectOf(db) === 'sqlite') return migrate();
  // Two processes starting on one PostgreSQL database migrate one after the other: the lock is
  // held on a connection of its own while another runs the migration.
  await db.connection().execute(async (lock) => {
    await sql`SELECT pg_advisory_lock(20260001)`.execute(lock);
    try {
      await migrate();
    } finally {
      await sql`SELECT pg_advisory_unlock(20260001)`.execute(lock);
    }
  });
}
