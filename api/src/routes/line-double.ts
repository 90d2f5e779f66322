import type { FastifyPluginAsync } from 'fastify';
import { badRequest, fieldMessages } from '../errors';
import { lineUserIdPattern } from '../line/client';
import type { LineDouble } from '../line/double';
import { demoLineUserId } from '../seed';

// The local LINE Login test double's authorize page (API_LINE_DOUBLE=1). It signs in at once,
// as LINE does for a visitor already logged in to LINE, and sends the browser back with a code.

export const lineDoublePaths = { authorize: '/api/dev/line/authorize' } as const;

export interface LineDoubleRoutesOptions {
  double: LineDouble;
  /** The site's origins: the only places the double sends a browser back to. */
  allowedOrigins: readonly string[];
}

interface AuthorizeQuery {
  response_type: 'code';
  client_id: string;
  redirect_uri: string;
  state: string;
  scope?: string;
  login_hint?: string;
}

const text = { type: 'string', maxLength: 256 };

// LINE's documented authorize parameters; the double reads a few and accepts the rest.
const authorizeSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['response_type', 'client_id', 'redirect_uri', 'state'],
    properties: {
      response_type: { type: 'string', enum: ['code'] },
      client_id: { type: 'string', minLength: 1, maxLength: 100 },
      redirect_uri: { type: 'string', minLength: 1, maxLength: 1024 },
      state: { type: 'string', minLength: 1, maxLength: 256 },
      scope: text,
      // The double's own: which LINE user signs in (default the demo member's LINE account).
      login_hint: { type: 'string', pattern: lineUserIdPattern.source },
      nonce: text,
      prompt: text,
      max_age: text,
      ui_locales: text,
      bot_prompt: text,
      initial_amr_display: text,
      switch_amr: text,
      disable_auto_login: text,
      disable_ios_auto_login: text,
      code_challenge: text,
      code_challenge_method: text,
    },
  },
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

export const lineDoubleRoutes: FastifyPluginAsync<LineDoubleRoutesOptions> = async (app, { double, allowedOrigins }) => {
  const origins = new Set(allowedOrigins.map((o) => new URL(o).origin));

  app.get<{ Querystring: AuthorizeQuery }>(lineDoublePaths.authorize, { schema: authorizeSchema }, async (request, reply) => {
    const query = request.query;
    const target = siteRedirect(query.redirect_uri, origins);
    if (!target) throw badRequest(fieldMessages.redirectUri);
    const code = double.issueCode(query.login_hint ?? demoLineUserId, query.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', query.state);
    return reply.redirect(target.toString(), 302);
  });
};
