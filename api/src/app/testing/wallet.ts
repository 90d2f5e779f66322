import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppOptions } from '../app';
import { sql } from 'kysely';
import { one, type Db } from '../../base/db';
import { demoMember } from '../../member/demo';
import { testApp } from '../test-app';
import { creditOf, ledgerSum } from '../../ledger/ledger';

export const operatorKey = 'operator-key-for-tests-0123456789';

// 10:00 in Bangkok on 21 November 2026.
export const morning = Date.UTC(2026, 10, 21, 3, 0, 0);

export interface WalletTest {
  app: FastifyInstance;
  db: Db;
  headers: Record<string, string>;
  memberId: number;
  /** Moves the fake clock. */
  advance: (seconds: number) => void;
  /** The fake clock, seconds since the epoch. */
  nowSeconds: () => number;
  post: (url: string, payload?: object) => Promise<LightMyRequestResponse>;
  get: (url: string) => Promise<LightMyRequestResponse>;
  operator: (url: string, payload?: object) => Promise<LightMyRequestResponse>;
  /** balance == sum(ledger) and never negative. */
  balanced: () => Promise<{ credit: number; sum: number }>;
}

/** The demo member (credit 1,500.00, a registered SCB account) signed in, a fake clock, the operator key set. */
export async function walletTest(overrides: Partial<AppOptions> = {}): Promise<WalletTest> {
  let now = morning;
  const { app, db } = testApp({ now: () => now, tokenTtlSeconds: 30 * 24 * 60 * 60, operatorKey, ...overrides });
  const login = await app.inject({ method: 'POST', url: '/api/v1/login', payload: demoMember });
  const headers = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
  const member = await one<{ id: number }>(db, sql`SELECT id FROM members WHERE username = ${demoMember.username}`);
  if (!member) throw new Error('the demo member is missing');
  const memberId = member.id;
  return {
    app,
    db,
    headers,
    memberId,
    advance: (seconds) => {
      now += seconds * 1000;
    },
    nowSeconds: () => Math.floor(now / 1000),
    post: (url, payload) => app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
    get: (url) => app.inject({ url, headers }),
    operator: (url, payload) => app.inject({ method: 'POST', url, headers: { 'x-operator-key': operatorKey }, ...(payload ? { payload } : {}) }),
    balanced: async () => ({ credit: await creditOf(db, memberId), sum: await ledgerSum(db, memberId) }),
  };
}

let keyCounter = 0;
/** A fresh idempotency key, as the page makes one per attempt. */
export function freshKey(): string {
  keyCounter += 1;
  return `test-key-${String(keyCounter).padStart(8, '0')}`;
}
