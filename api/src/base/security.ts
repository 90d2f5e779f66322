import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Only the site's own origins may read answers from a browser. No credentials: the API uses a
 * bearer header, never cookies, so a foreign page cannot ride a member's session anyway.
 */
export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  void app.register(cors, {
    origin: [...allowedOrigins],
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    credentials: false,
    maxAge: 600,
  });
}

/** Headers on every answer. JSON is member data: never cached, never framed, never sniffed. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    // Routes that may be cached (the theme images) say so themselves.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
