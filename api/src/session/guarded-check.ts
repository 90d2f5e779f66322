import { apiErrorCodes } from '@member-site/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiHttpError, errorMessages } from '../base/errors';
import type { LoginGuard } from './login-guard';

// The credential checks' common part (a member's sign-in, the member service's, a staff
// member's): attempts per address and username, and the login guard around the check itself.

// Per address and username: a member mistyping on a shared network does not lock out the others.
function loginRateKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username.toLowerCase() : '';
  return `${request.ip}|${username}`;
}

/** Route config of a credential check: attempts per address and username (the member service's too). */
export function loginAttemptLimit(limit: { max: number; timeWindowMs: number }) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      // After validation, so the key can use the parsed username.
      hook: 'preHandler' as const,
      keyGenerator: loginRateKey,
      errorResponseBuilder: () => new ApiHttpError(429, apiErrorCodes.rateLimited, errorMessages.rateLimited),
    },
  };
}

/**
 * Runs a credential check under the login guard: refused with 429 and Retry-After while the
 * address or the username must wait, and the outcome counted. `check` answers whether the
 * credential was right; its own answer is passed through. `device` is the id of the device token
 * the browser showed, when valid for this username: `check` is then told to go first.
 */
export async function guardedCheck<T>(
  guard: LoginGuard,
  request: FastifyRequest,
  reply: FastifyReply,
  client: { username: string; device?: string | null },
  check: (first: boolean) => Promise<{ ok: boolean; answer: T }>,
): Promise<T> {
  const admission = await guard.admit({ address: request.ip, ...client });
  if (admission.waitMs !== undefined) {
    void reply.header('retry-after', String(Math.ceil(admission.waitMs / 1000)));
    throw new ApiHttpError(429, apiErrorCodes.rateLimited, errorMessages.rateLimited);
  }
  const { attempt } = admission;
  try {
    const { ok, answer } = await check(Boolean(client.device));
    if (ok) await attempt.succeeded();
    else await attempt.failed();
    return answer;
  } catch (error) {
    // Not checked (the hash queue was full, say): counted as a failure, so a burst cannot retry past the limits.
    await attempt.failed();
    throw error;
  }
}
