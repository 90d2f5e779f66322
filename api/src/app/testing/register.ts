import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RegisterRequest } from '@member-site/shared/contract';
import type { RegisterMode } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { one, type Db } from '../../base/db';
import { setSetting, settingKeys } from '../../site/settings';

/** A registration every rule accepts; tests override one field at a time. */
export function validRegistration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    phone: '0861234567',
    password: 'Secret1234',
    bankCode: 'KBANK',
    bankAccount: '1234567890',
    accountName: 'สมชาย ใจดี',
    acceptAge: true,
    ...overrides,
  };
}

export async function setRegisterMode(db: Db, mode: RegisterMode): Promise<void> {
  await setSetting(db, settingKeys.registerMode, mode);
}

export function postJson(
  app: FastifyInstance,
  url: string,
  payload: object,
  extra: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, ...extra });
}

export async function signedInUsername(app: FastifyInstance, accessToken: string): Promise<string> {
  const answer = await app.inject({ url: '/api/v1/auth', headers: { authorization: `Bearer ${accessToken}` } });
  return (answer.json() as { username: string }).username;
}

export async function memberCount(db: Db): Promise<number> {
  return (await one<{ n: number }>(db, sql`SELECT COUNT(*) AS n FROM members`))?.n ?? 0;
}
