import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Where the staff back office's API lives (ADR 0046): its own origins, never the member site's. */
export const staffPathPrefix = '/api/staff/';

/**
 * Only the site's own origins may read answers from a browser, and only the back office's
 * origins the staff routes' (each set sees none of the other's). No credentials: the API uses
 * bearer headers, never cookies, so a foreign page cannot ride a session anyway.
 */
export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[], backofficeOrigins: readonly string[] = []): void {
  const common = { methods: ['GET', 'POST'], allowedHeaders: ['Authorization', 'Content-Type'], credentials: false, maxAge: 600 };
  void app.register(cors, {
    delegator: (request, callback) => {
      const staff = (request.url ?? '').startsWith(staffPathPrefix);
      callback(null, { ...common, origin: [...(staff ? backofficeOrigins : allowedOrigins)] });
    },
  });
}

/** Headers on every answer. JSON is member data: never cached, never framed, never sniffed. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    // A route that serves a file sets its own, stricter one (an uploaded image: `sandbox` too).
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    // Routes that may be cached (the theme images) say so themselves.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
