import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import type { Db } from '../base/db';

export const testSecret = 'test-secret-0123456789abcdef0123456789';
export const siteOrigin = 'http://localhost:3000';

/** An API over a fresh in-memory database, with the demo members, for `app.inject` tests. */
export function testApp(overrides: Partial<AppOptions> = {}): { app: FastifyInstance; db: Db } {
  const db = overrides.db ?? new Database(':memory:');
  const app = buildApp({ db, tokenSecret: testSecret, allowedOrigins: [siteOrigin], seedDemoMembers: true, ...overrides });
  return { app, db };
}
