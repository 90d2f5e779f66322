import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from './app';
import { migrate } from './schema';
import { openDatabase, openPostgres, type Db } from '../base/db';

export const testSecret = 'test-secret-0123456789abcdef0123456789';
export const siteOrigin = 'http://localhost:3000';

// The API's tests run on SQLite, and again on PostgreSQL when API_TEST_POSTGRES_URL names a
// server (tools/postgres.mjs starts a throw-away one for `npm test`). Each test's database is
// then a schema of its own in one database, so tests never see each other's rows.
const postgresUrl = process.env.API_TEST_POSTGRES_URL?.trim() || null;

/** The database the API's tests run on now. */
export const testDialect = postgresUrl ? 'postgres' : 'sqlite';

/** Runs one script (many statements, one round trip) on the server as its own connection. */
async function onServer(url: string, script: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(script);
  } finally {
    await client.end();
  }
}

/** A schema's URL: the server's, with the schema as the connection's search path. */
function schemaUrl(url: string, schema: string): string {
  const located = new URL(url);
  located.searchParams.set('options', `-c search_path=${schema}`);
  return located.toString();
}

/** A new, empty PostgreSQL schema's URL: the app opening it migrates it. */
async function newPostgresSchema(url: string): Promise<string> {
  const schema = `t_${randomBytes(8).toString('hex')}`;
  await onServer(url, `CREATE SCHEMA ${schema}`);
  return schemaUrl(url, schema);
}

// Migrating a schema takes PostgreSQL ~190 ms (catalog work in ~100 statements); most of the
// API's tests start an app on a fresh database. So each jest worker migrates one template schema
// and asks pg_dump (from tools/postgres.mjs's server, API_TEST_POSTGRES_BIN) for it as one
// script, tables and rows; a test's schema is that script under its own name (~50 ms). Without
// pg_dump each schema is migrated. schema.test.ts still runs every migration step on both engines.
let template: Promise<((schema: string) => string) | null> | null = null;

async function dumpTemplate(url: string): Promise<((schema: string) => string) | null> {
  const pgDump = join(process.env.API_TEST_POSTGRES_BIN ?? '', 'pg_dump');
  if (!process.env.API_TEST_POSTGRES_BIN || !existsSync(pgDump)) return null;
  const name = `tpl_${randomBytes(8).toString('hex')}`;
  await onServer(url, `CREATE SCHEMA ${name}`);
  const db = openDatabase(schemaUrl(url, name));
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
  const { stdout } = await promisify(execFile)(pgDump, ['--schema', name, '--inserts', '--no-owner', '--no-privileges', url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  // psql's own commands (\restrict…) are not SQL; the name is random, so replacing it is exact.
  const script = stdout
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  const pattern = new RegExp(`\\b${name}\\b`, 'g');
  return (schema) => script.replace(pattern, schema);
}

/** A new PostgreSQL schema at the current version, as `migrate` leaves one (see `template`). */
async function migratedPostgresSchema(url: string): Promise<string> {
  const copy = await (template ??= dumpTemplate(url));
  if (!copy) return newPostgresSchema(url);
  const schema = `t_${randomBytes(8).toString('hex')}`;
  await onServer(url, copy(schema));
  return schemaUrl(url, schema);
}

/** A fresh, empty database for one app (several apps: `sharedTestDatabase`). */
export function testDatabase(): Db {
  if (!postgresUrl) return openDatabase(':memory:');
  // Kysely asks for the pool on the first query: the schema is made then.
  return openPostgres(() => newPostgresSchema(postgresUrl));
}

/**
 * Where several apps share one database, as several processes of the API do: an SQLite file in
 * a temporary folder, or a new PostgreSQL schema. Each app opens it with `openDatabase`.
 */
export async function sharedTestDatabase(): Promise<string> {
  if (postgresUrl) return newPostgresSchema(postgresUrl);
  return join(mkdtempSync(join(tmpdir(), 'api-shared-')), 'shared.db');
}

/**
 * A fresh database at the current schema version (an app's `migrate` finds nothing to do but fill in
 * settings): on PostgreSQL a copy of the worker's template; on SQLite migrated in memory (12 ms).
 */
export async function migratedTestDatabase(): Promise<Db> {
  if (!postgresUrl) {
    const db = testDatabase();
    await migrate(db);
    return db;
  }
  return openPostgres(() => migratedPostgresSchema(postgresUrl));
}

/** An API over a fresh database, with the demo members, for `app.inject` tests. */
export function testApp(overrides: Partial<AppOptions> = {}): { app: FastifyInstance; db: Db } {
  // On PostgreSQL the app starts from the template (the same schema, ~140 ms sooner).
  const db = overrides.db ?? (postgresUrl ? openPostgres(() => migratedPostgresSchema(postgresUrl)) : testDatabase());
  const app = buildApp({ db, tokenSecret: testSecret, allowedOrigins: [siteOrigin], seedDemoMembers: true, ...overrides });
  // The app made its database: it closes it (a PostgreSQL pool would keep jest waiting).
  if (!overrides.db) app.addHook('onClose', async () => db.destroy());
  return { app, db };
}

/** An API over the database at `location` (from `sharedTestDatabase`): one of several processes on it. */
export function testAppAt(location: string, overrides: Partial<AppOptions> = {}): { app: FastifyInstance; db: Db } {
  const db = openDatabase(location);
  const made = testApp({ ...overrides, db });
  made.app.addHook('onClose', async () => db.destroy());
  return made;
}
