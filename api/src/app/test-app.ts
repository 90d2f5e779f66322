import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp, type AppOptions } from './app';
import { openDatabase, openPostgres, type Db } from '../base/db';

export const testSecret = 'test-secret-0123456789abcdef0123456789';
export const siteOrigin = 'http://localhost:3000';

// The API's tests run on SQLite, and again on PostgreSQL when API_TEST_POSTGRES_URL names a
// server (tools/postgres.mjs starts a throw-away one for `npm test`). Each test's database is
// then a schema of its own in one database, so tests never see each other's rows.
const postgresUrl = process.env.API_TEST_POSTGRES_URL?.trim() || null;

/** The database the API's tests run on now. */
export const testDialect = postgresUrl ? 'postgres' : 'sqlite';

/** A new, empty PostgreSQL schema's URL: the app opening it migrates it. */
async function newPostgresSchema(url: string): Promise<string> {
  const schema = `t_${randomBytes(8).toString('hex')}`;
  const admin = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  const located = new URL(url);
  located.searchParams.set('options', `-c search_path=${schema}`);
  return located.toString();
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

/** An API over a fresh database, with the demo members, for `app.inject` tests. */
export function testApp(overrides: Partial<AppOptions> = {}): { app: FastifyInstance; db: Db } {
  const db = overrides.db ?? testDatabase();
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
