import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { createSessionService } from './auth/sessions';
import { type Db, migrate } from './db';
import { handleError, handleNotFound } from './errors';
import { memberRoutes } from './routes/member';
import { sessionRoutes } from './routes/session';
import { siteRoutes } from './routes/site';
import { testSupportRoutes } from './routes/test-support';
import { seedDemoMembers } from './seed';
import { registerCors, registerSecurityHeaders } from './security';

export interface AppOptions {
  db: Db;
  /** HMAC key of the bearer tokens. */
  tokenSecret: string;
  /** Browser origins allowed to call the API (the shell's). */
  allowedOrigins: string[];
  /** Default 12 hours. */
  tokenTtlSeconds?: number;
  /** Login attempts per IP and username. Default 10 per minute. */
  loginRateLimit?: { max: number; timeWindowMs: number };
  logger?: boolean;
  /** Pino level when logger is on. Default 'info'. */
  logLevel?: string;
  /** The API's own public base URL, for absolute theme asset URLs. Default http://127.0.0.1:4000. */
  publicUrl?: string;
  /** Adds the unauthenticated /api/test routes. Default false. */
  enableTestRoutes?: boolean;
  /** Fastify trustProxy: true behind a reverse proxy, so the caller IP comes from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Adds the demo members when absent. Default true. */
  seedDemoMembers?: boolean;
  /** Milliseconds since the epoch. Tests pass a fake clock. */
  now?: () => number;
}

export const defaultTokenTtlSeconds = 12 * 60 * 60;
export const defaultLoginRateLimit = { max: 10, timeWindowMs: 60_000 } as const;

// Every request body of this API is a few hundred bytes; refuse anything far larger up front.
const bodyLimitBytes = 16 * 1024;

function createFastify(options: AppOptions): FastifyInstance {
  return Fastify({
    logger: options.logger
      ? { level: options.logLevel ?? 'info', redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' } }
      : false,
    bodyLimit: bodyLimitBytes,
    trustProxy: options.trustProxy ?? false,
    ajv: {
      // Fastify's defaults strip unknown fields and coerce types; the contract wants them refused.
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false },
    },
  });
}

/** The member API as a Fastify instance, not yet listening: tests call `inject`, the server `listen`. */
export function buildApp(options: AppOptions): FastifyInstance {
  const { db } = options;
  const now = options.now ?? Date.now;
  migrate(db);
  if (options.seedDemoMembers ?? true) seedDemoMembers(db, Math.floor(now() / 1000));

  const app = createFastify(options);
  const sessions = createSessionService({
    db,
    secret: options.tokenSecret,
    ttlSeconds: options.tokenTtlSeconds ?? defaultTokenTtlSeconds,
    now,
  });

  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  registerSecurityHeaders(app);
  registerCors(app, options.allowedOrigins);
  // global: false: only routes that ask for it (login) are limited.
  void app.register(rateLimit, { global: false });

  app.get('/health', async () => {
    db.prepare('SELECT 1').get();
    return { ok: true };
  });
  void app.register(siteRoutes, { db, publicUrl: (options.publicUrl ?? 'http://127.0.0.1:4000').replace(/\/+$/, '') });
  void app.register(sessionRoutes, { db, sessions, loginRateLimit: options.loginRateLimit ?? defaultLoginRateLimit });
  void app.register(memberRoutes, { db, sessions, now });
  if (options.enableTestRoutes) void app.register(testSupportRoutes, { db });
  return app;
}
