import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** One schema step: SQL, or a function for what SQL alone cannot say. */
export type Migration = string | ((db: Db) => void);

// SQLite has no ADD COLUMN IF NOT EXISTS: look first, so a re-run migration stays harmless.
export function addColumn(db: Db, table: string, column: string, definition: string): void {
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
  if (!columns.some((c) => c.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
}

function schemaVersion(db: Db): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_version').get() as { version: number | null };
  return row.version ?? 0;
}

/**
 * Runs the steps of `migrations` the database has not run yet, up to `target`, and then `after`,
 * all in one transaction. The list is the app's (app/schema.ts): this file knows no table.
 */
export function runMigrations(db: Db, migrations: readonly Migration[], target: number, after: (db: Db) => void): void {
  db.pragma('foreign_keys = ON');
  const apply = db.transaction(() => {
    const from = schemaVersion(db);
    migrations.slice(from, target).forEach((step, index) => {
      if (typeof step === 'string') db.exec(step);
      else step(db);
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(from + index + 1);
    });
    after(db);
  });
  apply.immediate();
}

/** Opens the database file, creating its folder and the file when needed; the app migrates it. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets readers continue while a write commits; busy_timeout rides out a second process.
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  return db;
}
