import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '@member-site/shared/contract';
import type { Db } from '../../base/db';
import { hashPasswordSync } from '../../session/passwords';
import { insertStaff } from '../../staff/accounts';
import { totpCode } from '../../staff/totp';

// The tests' staff kit (issue 35): staff accounts made straight in the database (as the CLI
// does), and a signed-in staff member's requests, the TOTP codes computed from the enrolment's
// secret at the test's clock, as the staff member's authenticator would.

export interface StaffClient {
  username: string;
  password: string;
  /** The authenticator's secret, base32 (enrolled at sign-in). */
  secret: string;
  token: string;
  headers: Record<string, string>;
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: object) => Promise<LightMyRequestResponse>;
}

/** The password every test staff account gets. */
export const staffTestPassword = 'Staff-Test-Password-1';

/** Creates an account with the given roles (no authenticator yet). */
export async function addStaff(db: Db, username: string, roles: StaffRole[], nowSeconds = Math.floor(Date.now() / 1000)): Promise<void> {
  const row = await insertStaff(
    db,
    { username, displayName: `พนักงาน ${username}`, roles, passwordHash: hashPasswordSync(staffTestPassword), createdBy: 'test' },
    nowSeconds,
  );
  if (!row) throw new Error(`staff ${username} exists`);
}

/**
 * Creates the account and signs it in: password, enrolment of a new authenticator, its first
 * code. `nowMs` must be the app's clock (the codes are computed at it).
 */
export async function staffClient(app: FastifyInstance, db: Db, username: string, roles: StaffRole[], nowMs: () => number = Date.now): Promise<StaffClient> {
  await app.ready();
  await addStaff(db, username, roles, Math.floor(nowMs() / 1000));
  const first = await app.inject({ method: 'POST', url: '/api/staff/login', payload: { username, password: staffTestPassword } });
  const enrol = first.json() as { status: string; challenge: string; secret: string };
  if (enrol.status !== 'enrol') throw new Error(`expected enrolment, got ${first.body}`);
  const done = await app.inject({
    method: 'POST',
    url: '/api/staff/login/enrol',
    payload: { challenge: enrol.challenge, code: totpCode(enrol.secret, nowMs()) },
  });
  const { token } = done.json() as { token: string };
  if (!token) throw new Error(`enrolment failed: ${done.body}`);
  const headers = { authorization: `Bearer ${token}` };
  return {
    username,
    password: staffTestPassword,
    secret: enrol.secret,
    token,
    headers,
    get: (url) => app.inject({ method: 'GET', url, headers }),
    post: (url, payload) => app.inject({ method: 'POST', url, headers, payload: payload ?? {} }),
  };
}
