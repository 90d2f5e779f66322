import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '@member-site/shared/contract';
import type { AppOptions } from '../app';
import { sql } from 'kysely';
import { all, one, type Db } from '../../base/db';
import { demoMember } from '../../member/demo';
import { testApp } from '../test-app';
import { staffClient, type StaffClient } from './staff';

// The back office's member-side tests (issue 35): an app on a fake clock, staff signed in with
// the roles a test needs, and members signing in through the member API as the site would.

/** 10:00 in Bangkok on 27 November 2026. */
export const backOfficeStart = Date.UTC(2026, 10, 27, 3, 0, 0);

export interface BackOfficeTest {
  app: FastifyInstance;
  db: Db;
  clock: () => number;
  advance: (seconds: number) => void;
  nowSeconds: () => number;
  staff: (username: string, roles: StaffRole[]) => Promise<StaffClient>;
  /** POST /api/v1/login as the site does; `agent` is the browser's user agent. */
  memberLogin: (username?: string, password?: string, agent?: string) => Promise<LightMyRequestResponse>;
  /** A member's bearer header after a sign-in that must succeed. */
  memberHeaders: (username?: string, password?: string) => Promise<Record<string, string>>;
  memberId: (username?: string) => Promise<number>;
  /** The audit rows, oldest first. */
  auditRows: () => Promise<
    {
      actor: string;
      actor_kind: string;
      action: string;
      target_id: string | null;
      before_json: string | null;
      after_json: string | null;
      ip: string | null;
    }[]
  >;
}

export function backOfficeTest(overrides: Partial<AppOptions> = {}): BackOfficeTest {
  let now = backOfficeStart;
  const clock = (): number => now;
  const { app, db } = testApp({ now: clock, tokenTtlSeconds: 30 * 24 * 60 * 60, ...overrides });
  const memberLogin = (username: string = demoMember.username, password: string = demoMember.password, agent = 'jest-browser') =>
    app.inject({ method: 'POST', url: '/api/v1/login', payload: { username, password }, headers: { 'user-agent': agent } });
  return {
    app,
    db,
    clock,
    advance: (seconds) => {
      now += seconds * 1000;
    },
    nowSeconds: () => Math.floor(now / 1000),
    staff: (username, roles) => staffClient(app, db, username, roles, clock),
    memberLogin,
    memberHeaders: async (username, password) => {
      const answer = await memberLogin(username, password);
      if (answer.statusCode !== 200) throw new Error(`sign-in failed: ${answer.body}`);
      return { authorization: `Bearer ${(answer.json() as { accessToken: string }).accessToken}` };
    },
    memberId: async (username = demoMember.username) => {
      await app.ready();
      const row = await one<{ id: number }>(db, sql`SELECT id FROM members WHERE username = ${username}`);
      if (!row) throw new Error(`no member named ${username}`);
      return row.id;
    },
    auditRows: async () => {
      await app.ready();
      return all(db, sql`SELECT actor, actor_kind, action, target_id, before_json, after_json, ip FROM audit_log ORDER BY id`) as ReturnType<
        BackOfficeTest['auditRows']
      >;
    },
  };
}
