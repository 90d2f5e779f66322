import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, fieldMessages } from '../base/errors';
import { lineUserIdPattern } from './client';
import type { LineDouble } from './double';
import { demoLineUserId } from '../member/demo';

// The local LINE Login test double's authorize page (API_LINE_DOUBLE=1). It signs in at once,
// as LINE does for a visitor already logged in to LINE, and sends the browser back with a code.

export const lineDoublePaths = { authorize: '/api/dev/line/authorize' } as const;

export interface LineDoubleRoutesOptions {
  double: LineDouble;
  /** The site's origins: the only places the double sends a browser back to. */
  allowedOrigins: readonly string[];
}

const text = Type.Optional(Type.String({ maxLength: 256 }));

// LINE's documented authorize parameters; the double reads a few and accepts the rest. Not part
// of the client contract (the browser is sent here by LINE's own URL), so defined here.
const authorizeSchema = {
  querystring: Type.Object(
    {
      response_type: Type.Literal('code'),
      client_id: Type.String({ minLength: 1, maxLength: 100 }),
      redirect_uri: Type.String({ minLength: 1, maxLength: 1024 }),
      state: Type.String({ minLength: 1, maxLength: 256 }),
      scope: text,
      // The double's own: which LINE user signs in (default the demo member's LINE account).
      login_hint: Type.Optional(Type.String({ pattern: lineUserIdPattern.source })),
      // PKCE and the nonce are required here: the site always sends them.
      nonce: Type.String({ minLength: 16, maxLength: 128 }),
      prompt: text,
      max_age: text,
      ui_locales: text,
      bot_prompt: text,
      initial_amr_display: text,
      switch_amr: text,
      disable_auto_login: text,
      disable_ios_auto_login: text,
      code_challenge: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
      code_challenge_method: Type.Literal('S256'),
    },
    { additionalProperties: false },
  ),
};

/** The redirect address, if it is http(s) on one of the site's origins; never an open redirect. */
function siteRedirect(raw: string, allowedOrigins: ReadonlySet<string>): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !allowedOrigins.has(url.origin)) return null;
  return url;
}

export const lineDoubleRoutes: FastifyPluginAsyncTypebox<LineDoubleRoutesOptions> = async (app, { double, allowedOrigins }) => {
  const origins = new Set(allowedOrigins.map((o) => new URL(o).origin));

  app.get(lineDoublePaths.authorize, { schema: authorizeSchema }, async (request, reply) => {
    const query = request.query;
    const target = siteRedirect(query.redirect_uri, origins);
    if (!target) throw badRequest(fieldMessages.redirectUri);
    const code = double.issueCode(query.login_hint ?? demoLineUserId, query.redirect_uri, query.code_challenge, query.nonce);
    target.searchParams.set('code', code);
    target.searchParams.set('state', query.state);
    return reply.redirect(target.toString(), 302);
  });
};
