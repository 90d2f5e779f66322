// A member API written from the specification's section 7 alone (../shared/spec/site-spec.md),
// without this project's contracts: a second, independent reading of what an operator's API
// promises, so the site and the e2e suite find where the front-end asks for more than the spec.
// In memory, two demo members, no extensions: not for production (ADR 0029).
//   node tools/spec-api/server.mjs   (SPEC_API_PORT, SPEC_API_HOST, SPEC_API_PUBLIC_URL,
//   SPEC_API_ALLOWED_ORIGINS, SPEC_API_SHAPES=plain|alternate, SPEC_API_TEST_HOOKS=1)
// Two answer shapes, both allowed by the spec: `plain`, its barest literal reading, and
// `alternate`, other shapes operators' APIs use (wrapped in data, numbers for numeric strings,
// code "0", Url, 204 without a body, msg/error for messages) with unknown fields everywhere.
import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const bodyLimit = 16 * 1024;

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/**
 * A request's JSON body (an object; anything else reads as `{}`).
 * @typedef {Record<string, unknown>} Body
 */
/**
 * A member of the demo: the site's credentials, the sportsbook's, and the balances (numeric strings, as the spec has them).
 * @typedef {{ username: string, sitePassword: string, username2: string, password: string, web_agent_group: string, site_api: string, credit: string, bonus: string }} Member
 */
/**
 * A route's handler: its answer, or `{ status, message }` for an error, `{ status: 204 }` for no body.
 * @typedef {(request: Request, body: Body, member: Member) => object} Route
 */

const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="30" viewBox="0 0 120 30"><rect width="120" height="30" rx="6" fill="#123456"/><text x="60" y="20" font-size="14" text-anchor="middle" fill="#ffd76a">SPEC</text></svg>';
const faviconSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="15" fill="#ffd76a"/></svg>';

/** The demo member's site credentials (what `npm start` prints with API_KIND=spec). */
export const specDemoMember = { username: '0812345678', password: 'Demo@1234' };

/**
 * @param {string} publicUrl
 * @returns {Member[]}
 */
function demoMembers(publicUrl) {
  return [
    {
      username: specDemoMember.username,
      sitePassword: specDemoMember.password,
      username2: 'DEMO01',
      password: 'sb-demo-secret',
      web_agent_group: 'member',
      site_api: `${publicUrl}/sportsbook/`,
      credit: '1234.50',
      bonus: '75.25',
    },
    {
      username: '0899999999',
      sitePassword: 'Viewbet@1234',
      username2: '',
      password: 'sb-viewbet-secret',
      web_agent_group: 'viewbet',
      site_api: `${publicUrl}/sportsbook/`,
      credit: '10.00',
      bonus: '0',
    },
  ];
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** @param {string} title */
function page(title) {
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1></body></html>`;
}

/**
 * Starts the API. `port: 0` lets the system choose. Answers `{ url, port, close() }`.
 * @param {{ port?: number, host?: string, publicUrl?: string, allowedOrigins?: string[], shapes?: 'plain' | 'alternate', testHooks?: boolean, tokenTtlSeconds?: number, registerMode?: string | number, log?: (line: string) => void }} options
 */
export async function startSpecApi(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const allowed = options.allowedOrigins ?? ['*'];
  const ttlMs = (options.tokenTtlSeconds ?? 12 * 60 * 60) * 1000;
  /** @type {{ shapes: 'plain' | 'alternate', registerMode: unknown, eventLog: object[] }} */
  const state = { shapes: options.shapes ?? 'plain', registerMode: options.registerMode ?? '2', eventLog: [] };
  /** @type {Map<string, { username: string, expires: number }>} */
  const tokens = new Map();
  let publicUrl = options.publicUrl;
  /** @type {Member[]} */
  let members = [];

  const alternate = () => state.shapes === 'alternate';

  /**
   * @param {Request} request
   * @param {Record<string, string>} headers
   */
  function cors(request, headers) {
    const origin = request.headers.origin;
    if (allowed.includes('*')) headers['access-control-allow-origin'] = '*';
    else if (origin && allowed.includes(origin)) headers['access-control-allow-origin'] = origin;
    headers.vary = 'Origin';
    return headers;
  }

  /**
   * @param {Request} request
   * @param {Response} response
   * @param {number} status
   * @param {unknown} body a string as it is, anything else as JSON; undefined: no body
   */
  function send(request, response, status, body, type = 'application/json; charset=utf-8') {
    const headers = cors(request, { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    if (body === undefined) {
      response.writeHead(status, headers).end();
      return;
    }
    headers['content-type'] = type;
    response.writeHead(status, headers).end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  /**
   * An error answer: `message` in plain, `msg` or `error` in alternate.
   * @param {Request} request
   * @param {Response} response
   * @param {number} status
   * @param {string} message
   */
  function fail(request, response, status, message) {
    const key = alternate() ? (status === 401 ? 'error' : 'msg') : 'message';
    send(request, response, status, { [key]: message, ...(alternate() ? { success: false } : {}) });
  }

  /** @param {object} fields */
  const extra = (fields) => (alternate() ? { ...fields, server_time: new Date().toISOString(), v: 2 } : fields);

  /** @param {Request} request */
  const bearerOf = (request) => /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';

  /** @param {Request} request */
  function memberOf(request) {
    const token = bearerOf(request);
    const session = tokens.get(token);
    if (!session) return null;
    if (session.expires < Date.now()) {
      tokens.delete(token);
      return null;
    }
    return members.find((m) => m.username === session.username) ?? null;
  }

  /**
   * The request's body read as JSON (`{}` when empty); a body too large or not JSON rejects with its status.
   * @param {Request} request
   * @returns {Promise<unknown>}
   */
  function readBody(request) {
    return new Promise((resolve, reject) => {
      let size = 0;
      /** @type {Buffer[]} */
      const chunks = [];
      // Past the limit the rest is read and dropped, so the 413 answer still reaches the client.
      request.on('data', (chunk) => {
        size += chunk.length;
        if (size <= bodyLimit) chunks.push(chunk);
      });
      request.on('end', () => {
        if (size > bodyLimit) return reject(Object.assign(new Error('too large'), { status: 413 }));
        const text = Buffer.concat(chunks).toString('utf8');
        if (text.trim() === '') return resolve({});
        try {
          resolve(JSON.parse(text));
        } catch {
          reject(Object.assign(new Error('bad json'), { status: 400 }));
        }
      });
      request.on('error', reject);
    });
  }

  /** @param {string} url */
  const gameAnswer = (url) => (alternate() ? { code: '0', Url: url, message: 'success' } : { code: 0, url });

  /**
   * The routes of section 7: public first, then those that need the bearer token.
   * @type {Record<string, Route>}
   */
  const routes = {
    'GET /api/v1/contactus': () => {
      const links = { url: 'https://line.me/R/ti/p/@specapi', url2: alternate() ? null : 'https://line.me/R/ti/p/@specapi24' };
      return alternate() ? { data: extra(links) } : links;
    },
    'GET /api/v1/theme': () => {
      const record = { logo: `${publicUrl}/assets/logo.svg`, favicon: `${publicUrl}/assets/favicon.svg` };
      return alternate() ? { data: { ...record, primaryColor: '#123456' } } : [record];
    },
    'GET /api/v1/website': () => (alternate() ? extra({ registerMode: Number(state.registerMode) }) : { registerMode: String(state.registerMode) }),
    'POST /api/v1/login': (_request, body) => {
      const member = members.find((m) => m.username === body.username && m.sitePassword === body.password);
      if (!member) return { status: 401, message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' };
      const accessToken = randomBytes(32).toString('hex');
      tokens.set(accessToken, { username: member.username, expires: Date.now() + ttlMs });
      return alternate() ? { accessToken, token_type: 'Bearer', issuedAt: Date.now() } : { accessToken };
    },
    'POST /api/v1/logout': (request) => {
      tokens.delete(bearerOf(request));
      return alternate() ? { status: 204 } : {};
    },
    'GET /api/v1/auth': (_request, _body, member) => {
      const { username, username2, password, web_agent_group, site_api } = member;
      const user = { username, username2, password, web_agent_group, site_api };
      return alternate() ? { data: { ...user, vip: 1 } } : user;
    },
    'GET /api/v1/credit': (_request, _body, member) => (alternate() ? extra({ credit: Number(member.credit) }) : { credit: member.credit }),
    'GET /api/v1/wallet': (_request, _body, member) =>
      alternate() ? { data: { balance: Number(member.bonus), currency: 'THB' } } : { data: { balance: member.bonus } },
    'POST /api/v1/event-log': (_request, body, member) => {
      state.eventLog.push({ username: member.username, ip_address: body.ip_address, user_agent: body.user_agent, last_entry: body.last_entry });
      state.eventLog.splice(0, Math.max(0, state.eventLog.length - 50));
      return alternate() ? { status: 204 } : {};
    },
    'GET /hotgraph/login': () => gameAnswer(`${publicUrl}/games/trading`),
    'POST /api/v1/member/loginGame/hotgraph': (_request, body, member) => {
      if (body.username !== member.username || body.password !== member.password) {
        return alternate() ? { code: '1', msg: 'ข้อมูลเข้าเกมไม่ถูกต้อง' } : { code: 1, message: 'ข้อมูลเข้าเกมไม่ถูกต้อง' };
      }
      return gameAnswer(`${publicUrl}/games/trading`);
    },
    'GET /lotto/login': () => gameAnswer(`${publicUrl}/games/lotto`),
  };
  const publicRoutes = new Set(['GET /api/v1/contactus', 'GET /api/v1/theme', 'GET /api/v1/website', 'POST /api/v1/login']);

  /**
   * The earlier member service (section 7's `{client_api}spa/member/login`), at this base.
   * @param {Body} body
   */
  function memberServiceLogin(body) {
    const member = members.find((m) => m.username === body.username && m.password === body.password);
    if (!member) return extra({ code: 1, message: 'รหัสผู้ใช้หรือรหัสผ่านผิด' });
    return extra({ code: 0, result: { access_token: randomBytes(32).toString('hex'), profile: { username: member.username, username2: member.username2 } } });
  }

  /**
   * @param {Request} request
   * @param {Response} response
   */
  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://spec-api');
    const key = `${request.method} ${url.pathname}`;
    if (request.method === 'OPTIONS') {
      const headers = cors(request, {
        'access-control-allow-headers': 'Authorization, Content-Type, Accept',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-max-age': '600',
      });
      response.writeHead(204, headers).end();
      return;
    }
    if (request.method === 'GET' && url.pathname === '/assets/logo.svg') return sendAsset(request, response, logoSvg);
    if (request.method === 'GET' && url.pathname === '/assets/favicon.svg') return sendAsset(request, response, faviconSvg);
    const game = /^\/games\/([a-z]+)$/.exec(url.pathname);
    if (request.method === 'GET' && game) return send(request, response, 200, page(`เกม ${game[1]}`), 'text/html; charset=utf-8');
    if (request.method === 'GET' && /^\/sportsbook\/(viewbet\/)?$/.test(url.pathname)) {
      return send(request, response, 200, page(url.pathname.includes('viewbet') ? 'Sportsbook (viewbet)' : 'Sportsbook'), 'text/html; charset=utf-8');
    }
    if (options.testHooks && url.pathname.startsWith('/__spec-api/')) return testHook(request, response, key);

    /** @type {Body} */
    let body = {};
    if (request.method === 'POST') {
      let read;
      try {
        read = await readBody(request);
      } catch (error) {
        const { status } = /** @type {{ status?: number }} */ (error);
        return fail(request, response, status ?? 400, status === 413 ? 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป' : 'ข้อมูลที่ส่งมาไม่ถูกต้อง');
      }
      if (typeof read === 'object' && read !== null) body = /** @type {Body} */ (read);
    }
    if (key === 'POST /spa/member/login') return send(request, response, 200, memberServiceLogin(body));
    const route = routes[key];
    if (!route) return send(request, response, 404, page('404 Not Found'), 'text/html; charset=utf-8');
    const member = memberOf(request);
    if (!publicRoutes.has(key) && !member) return fail(request, response, 401, 'กรุณาเข้าสู่ระบบใหม่');
    // The public routes never read the member, which may be null there.
    const answer = route(request, body, /** @type {Member} */ (member));
    if ('status' in answer && answer.status === 204) return send(request, response, 204, undefined);
    if ('status' in answer && 'message' in answer && typeof answer.status === 'number' && typeof answer.message === 'string')
      return fail(request, response, answer.status, answer.message);
    return send(request, response, 200, answer);
  }

  /**
   * @param {Request} request
   * @param {Response} response
   * @param {string} svg
   */
  function sendAsset(request, response, svg) {
    response
      .writeHead(
        200,
        cors(request, {
          'content-type': 'image/svg+xml; charset=utf-8',
          'cross-origin-resource-policy': 'cross-origin',
          'cache-control': 'public, max-age=300',
        }),
      )
      .end(svg);
  }

  /**
   * @param {Request} request
   * @param {Response} response
   * @param {string} key
   */
  async function testHook(request, response, key) {
    if (key === 'GET /__spec-api/event-log') return send(request, response, 200, state.eventLog);
    if (key !== 'POST /__spec-api/state') return send(request, response, 404, page('404 Not Found'), 'text/html; charset=utf-8');
    let read;
    try {
      read = await readBody(request);
    } catch (error) {
      return fail(request, response, /** @type {{ status?: number }} */ (error).status ?? 400, 'ข้อมูลที่ส่งมาไม่ถูกต้อง');
    }
    // A change is an object; JSON null is not.
    if (typeof read !== 'object' || read === null) return fail(request, response, 400, 'ข้อมูลที่ส่งมาไม่ถูกต้อง');
    const change = /** @type {Body} */ (read);
    if (change.registerMode !== undefined) state.registerMode = change.registerMode;
    if (change.shapes === 'plain' || change.shapes === 'alternate') state.shapes = change.shapes;
    // The demo member's credit (a numeric string, as the spec has it).
    if (typeof change.credit === 'string' && members[0]) members[0].credit = change.credit;
    if (change.revokeTokens === true) tokens.clear();
    return send(request, response, 200, { ok: true });
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error) => {
      // The path only: a query may carry a credential (the sportsbook's), and bodies are never logged.
      options.log?.(`[spec-api] ${request.method} ${new URL(request.url ?? '/', 'http://spec-api').pathname}: ${/** @type {Error} */ (error).message}`);
      if (!response.headersSent) fail(request, response, 500, 'ระบบขัดข้องชั่วคราว');
    });
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 4200, host, resolve);
    })
  );
  // Listening on a port: its address is an AddressInfo.
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  publicUrl = (publicUrl ?? `http://${host}:${port}`).replace(/\/+$/, '');
  members = demoMembers(publicUrl);
  return {
    url: publicUrl,
    port,
    close: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        })
      ),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const env = process.env;
  const api = await startSpecApi({
    port: Number(env.SPEC_API_PORT ?? 4200),
    host: env.SPEC_API_HOST ?? '127.0.0.1',
    publicUrl: env.SPEC_API_PUBLIC_URL,
    allowedOrigins: (env.SPEC_API_ALLOWED_ORIGINS ?? '*')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    shapes: env.SPEC_API_SHAPES === 'alternate' ? 'alternate' : 'plain',
    testHooks: env.SPEC_API_TEST_HOOKS === '1',
    log: (line) => console.error(line),
  });
  console.log(`[spec-api] section 7 only (${env.SPEC_API_SHAPES === 'alternate' ? 'alternate' : 'plain'} shapes) at ${api.url}`);
  const stop = () => void api.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
