import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiErrorCodes } from '@member-site/shared/contract';
import { ApiHttpError, errorMessages } from '../base/errors';

export const operatorKeyHeader = 'x-operator-key';

/** Who the audit trail names for a call with the operator key: the system, never a person (ADR 0048). */
export const operatorKeyActor = { kind: 'system', name: 'operator-key' } as const;

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function operatorKeyMatches(given: unknown, key: string): boolean {
  if (typeof given !== 'string') return false;
  return timingSafeEqual(digest(given), digest(key));
}

/** Every route of the scope needs X-Operator-Key; refused before the body is parsed. */
export function requireOperator(app: FastifyInstance, key: string): void {
  app.addHook('onRequest', async (request) => {
    if (!operatorKeyMatches(request.headers[operatorKeyHeader], key)) {
      throw new ApiHttpError(401, apiErrorCodes.unauthorized, errorMessages.operatorUnauthorized);
    }
  });
}
