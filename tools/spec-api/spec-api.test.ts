import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// The spec-only API (ADR 0029) is an ES module: started as the command an operator would run
// (`node tools/spec-api/server.mjs`), on a port the system picks (SPEC_API_PORT=0).
const server = path.resolve(__dirname, 'server.mjs');
const site = 'http://localhost:3120';
const children: ChildProcess[] = [];

async function start(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, SPEC_API_PORT: '0', SPEC_API_ALLOWED_ORIGINS: `${site},http://127.0.0.1:3120`, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const found = /at (http:\/\/\S+)/.exec(chunk.toString());
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`spec API exited with ${code}`)));
  });
}

let url = '';
let withoutHooks = '';

beforeAll(async () => {
  [url, withoutHooks] = await Promise.all([start({ SPEC_API_TEST_HOOKS: '1' }), start({})]);
});

afterAll(async () => {
  await Promise.all(
    children.map((child) => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM'))))),
  );
});

const json = { 'content-type': 'application/json' };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { method: 'POST', headers: { ...json, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const login = (password = 'Demo@1234', username = '0812345678') => post('/api/v1/login', { username, password });
const setState = (change: object) => post('/__spec-api/state', change);
const read = async (path: string, headers: Record<string, string> = {}): Promise<unknown> => (await fetch(`${url}${path}`, { headers })).json();

async function bearer(): Promise<Record<string, string>> {
  const { accessToken } = (await (await login()).json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

afterEach(async () => {
  await setState({ shapes: 'plain', registerMode: '2', credit: '1234.50' });
});

describe("the spec-only API in the spec's barest shape (plain)", () => {
  it('answers the public calls: contact links, a bare theme list whose images it serves, registerMode as a string', async () => {
    expect(await read('/api/v1/contactus')).toEqual({ url: 'https://line.me/R/ti/p/@specapi', url2: 'https://line.me/R/ti/p/@specapi24' });
    expect(await read('/api/v1/theme')).toEqual([{ logo: `${url}/assets/logo.svg`, favicon: `${url}/assets/favicon.svg` }]);
    expect(await read('/api/v1/website')).toEqual({ registerMode: '2' });
    for (const name of ['logo', 'favicon']) {
      const image = await fetch(`${url}/assets/${name}.svg`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(await image.text()).toMatch(/^<svg /);
    }
  });

  it('signs in with a random 32-byte token only, and answers the member calls with numeric strings', async () => {
    const signedIn = (await (await login()).json()) as Record<string, unknown>;
    expect(Object.keys(signedIn)).toEqual(['accessToken']);
    expect(signedIn.accessToken).toMatch(/^[0-9a-f]{64}$/);
    const headers = { authorization: `Bearer ${String(signedIn.accessToken)}` };
    expect(await read('/api/v1/auth', headers)).toEqual({
      username: '0812345678',
      username2: 'DEMO01',
      password: 'sb-demo-secret',
      web_agent_group: 'member',
      site_api: `${url}/sportsbook/`,
    });
    expect(await read('/api/v1/credit', headers)).toEqual({ credit: '1234.50' });
    expect(await read('/api/v1/wallet', headers)).toEqual({ data: { balance: '75.25' } });
  });

  it('knows the viewbet member', async () => {
    const { accessToken } = (await (await login('Viewbet@1234', '0899999999')).json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    expect(await read('/api/v1/auth', headers)).toMatchObject({ username: '0899999999', username2: '', web_agent_group: 'viewbet' });
    expect(await read('/api/v1/credit', headers)).toEqual({ credit: '10.00' });
    expect(await read('/api/v1/wallet', headers)).toEqual({ data: { balance: '0' } });
  });

  it('records event-log bodies (the last 50) and answers 200 {}', async () => {
    const headers = await bearer();
    for (let i = 0; i < 52; i += 1) {
      const logged = await post('/api/v1/event-log', { ip_address: '{ip}', user_agent: 'jest', last_entry: `/page-${i}` }, headers);
      expect(logged.status).toBe(200);
      expect(await logged.json()).toEqual({});
    }
    const recorded = (await read('/__spec-api/event-log')) as { last_entry: string; ip_address: string }[];
    expect(recorded).toHaveLength(50);
    expect(recorded.at(-1)).toMatchObject({ ip_address: '{ip}', user_agent: 'jest', last_entry: '/page-51' });
    expect(recorded[0]?.last_entry).toBe('/page-2');
  });

  it('logs in to the games with code 0 and url, refuses a trading login for someone else with code 1 and a Thai message', async () => {
    const headers = await bearer();
    expect(await read('/hotgraph/login', headers)).toEqual({ code: 0, url: `${url}/games/trading` });
    expect(await read('/lotto/login', headers)).toEqual({ code: 0, url: `${url}/games/lotto` });
    const trading = await post('/api/v1/member/loginGame/hotgraph', { username: '0812345678', password: 'sb-demo-secret', isMobile: true }, headers);
    expect(await trading.json()).toEqual({ code: 0, url: `${url}/games/trading` });
    const refused = await post('/api/v1/member/loginGame/hotgraph', { username: '0812345678', password: 'Demo@1234', isMobile: true }, headers);
    expect(refused.status).toBe(200);
    expect(await refused.json()).toEqual({ code: 1, message: expect.stringMatching(/[\u0E00-\u0E7F]/) as unknown });
  });

  it('serves the game and sportsbook pages as tiny HTML without scripts, the sportsbook without echoing its query', async () => {
    for (const address of ['/games/lotto', '/games/trading', '/sportsbook/', '/sportsbook/viewbet/']) {
      const answer = await fetch(`${url}${address}?username=0812345678&password=sb-demo-secret&state=%3Cscript%3E`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await answer.text();
      expect(html).toMatch(/<h1>[^<]+<\/h1>/);
      expect(html).not.toMatch(/<script|sb-demo-secret|0812345678/i);
    }
  });

  it('signs in to the earlier member service with the sportsbook credential: HTTP 200, code 0 or code 1', async () => {
    const ok = await post('/spa/member/login', { username: '0812345678', password: 'sb-demo-secret' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      code: 0,
      result: { access_token: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown, profile: { username: '0812345678', username2: 'DEMO01' } },
    });
    const refused = await post('/spa/member/login', { username: '0812345678', password: 'Demo@1234' });
    expect(refused.status).toBe(200);
    expect(await refused.json()).toMatchObject({ code: 1, message: expect.any(String) as unknown });
  });

  it('logs out: 200 {}, and the token is over', async () => {
    const headers = await bearer();
    const out = await post('/api/v1/logout', {}, headers);
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({});
    expect((await fetch(`${url}/api/v1/credit`, { headers })).status).toBe(401);
  });
});

describe('the spec-only API in the other shapes the spec allows (alternate)', () => {
  beforeEach(async () => {
    await setState({ shapes: 'alternate' });
  });

  it('wraps in data, sends numbers for numeric strings and adds fields nobody asked for', async () => {
    expect(await read('/api/v1/contactus')).toMatchObject({ data: { url: 'https://line.me/R/ti/p/@specapi', url2: null } });
    expect(await read('/api/v1/theme')).toEqual({ data: { logo: `${url}/assets/logo.svg`, favicon: `${url}/assets/favicon.svg`, primaryColor: '#123456' } });
    expect(await read('/api/v1/website')).toMatchObject({ registerMode: 2 });
    const signedIn = (await (await login()).json()) as Record<string, unknown>;
    expect(signedIn).toMatchObject({
      accessToken: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
      token_type: 'Bearer',
      issuedAt: expect.any(Number) as unknown,
    });
    const headers = { authorization: `Bearer ${String(signedIn.accessToken)}` };
    expect(await read('/api/v1/auth', headers)).toEqual({
      data: { username: '0812345678', username2: 'DEMO01', password: 'sb-demo-secret', web_agent_group: 'member', site_api: `${url}/sportsbook/`, vip: 1 },
    });
    expect(await read('/api/v1/credit', headers)).toMatchObject({ credit: 1234.5 });
    expect(await read('/api/v1/wallet', headers)).toEqual({ data: { balance: 75.25, currency: 'THB' } });
  });

  it('answers game logins with code "0" and Url, event-log and logout with 204 and no body', async () => {
    const headers = await bearer();
    expect(await read('/hotgraph/login', headers)).toMatchObject({ code: '0', Url: `${url}/games/trading` });
    expect(await read('/lotto/login', headers)).toMatchObject({ code: '0', Url: `${url}/games/lotto` });
    const trading = await post('/api/v1/member/loginGame/hotgraph', { username: '0812345678', password: 'sb-demo-secret', isMobile: true }, headers);
    expect(await trading.json()).toMatchObject({ code: '0', Url: `${url}/games/trading` });
    const refused = await post('/api/v1/member/loginGame/hotgraph', { username: 'someone', password: 'x', isMobile: true }, headers);
    expect(await refused.json()).toMatchObject({ code: '1', msg: expect.any(String) as unknown });
    const logged = await post('/api/v1/event-log', { ip_address: '{ip}', user_agent: 'jest', last_entry: '/playgame' }, headers);
    expect(logged.status).toBe(204);
    expect(await logged.text()).toBe('');
    const out = await post('/api/v1/logout', {}, headers);
    expect(out.status).toBe(204);
    expect(await out.text()).toBe('');
  });

  it('names its messages msg or error', async () => {
    const refused = await login('wrong');
    expect(refused.status).toBe(401);
    const body = (await refused.json()) as Record<string, unknown>;
    expect(body.msg ?? body.error).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(body.message).toBeUndefined();
    const missing = (await read('/api/v1/credit')) as Record<string, unknown>;
    expect(typeof (missing.msg ?? missing.error)).toBe('string');
  });
});

describe('refusals, limits and the test hooks', () => {
  it('refuses a wrong password with HTTP 401 and the Thai message, with nothing else', async () => {
    const refused = await login('wrong');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' });
  });

  it('answers 401 with a JSON message on every member call without a valid token', async () => {
    for (const [method, address] of [
      ['GET', '/api/v1/auth'],
      ['GET', '/api/v1/credit'],
      ['GET', '/api/v1/wallet'],
      ['POST', '/api/v1/event-log'],
      ['POST', '/api/v1/logout'],
      ['GET', '/hotgraph/login'],
      ['POST', '/api/v1/member/loginGame/hotgraph'],
      ['GET', '/lotto/login'],
    ] as const) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
        const answer = await fetch(`${url}${address}`, { method, headers: { ...json, ...headers }, ...(method === 'POST' ? { body: '{}' } : {}) });
        expect([address, answer.status]).toEqual([address, 401]);
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await answer.json()).toEqual({ message: expect.any(String) as unknown });
      }
    }
  });

  it('ends every token at revokeTokens', async () => {
    const headers = await bearer();
    expect((await fetch(`${url}/api/v1/credit`, { headers })).status).toBe(200);
    await setState({ revokeTokens: true });
    expect((await fetch(`${url}/api/v1/credit`, { headers })).status).toBe(401);
    expect((await fetch(`${url}/api/v1/auth`, { headers })).status).toBe(401);
  });

  it('changes registerMode and the credit at once', async () => {
    await setState({ registerMode: 3, credit: '99.90' });
    expect(await read('/api/v1/website')).toEqual({ registerMode: '3' });
    expect(await read('/api/v1/credit', await bearer())).toEqual({ credit: '99.90' });
  });

  it('refuses malformed JSON with 400 and a body over 16 KB with 413, both as JSON messages', async () => {
    const malformed = await post('/api/v1/login', '{"username":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: expect.any(String) as unknown });
    const large = await post('/api/v1/login', { username: 'x'.repeat(17 * 1024), password: 'y' });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ message: expect.any(String) as unknown });
  });

  it('has nothing beyond section 7: any other path is a 404 HTML page, the test hooks too unless turned on', async () => {
    for (const address of ['/api/v1/capabilities', '/api/v1/wallet/deposit', '/api/v1/openapi.json', '/health', '/']) {
      const missing = await fetch(`${url}${address}`);
      expect([address, missing.status]).toEqual([address, 404]);
      expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await missing.text()).toMatch(/<html/);
    }
    expect((await fetch(`${withoutHooks}/__spec-api/event-log`)).status).toBe(404);
    expect((await fetch(`${withoutHooks}/__spec-api/state`, { method: 'POST', headers: json, body: '{"revokeTokens":true}' })).status).toBe(404);
  });
});

describe('CORS', () => {
  it('answers the preflight with 204, the allowed headers and methods', async () => {
    const preflight = await fetch(`${url}/api/v1/credit`, {
      method: 'OPTIONS',
      headers: { origin: site, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(site);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, Accept');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect(preflight.headers.get('vary')).toMatch(/Origin/);
  });

  it('names an allowed origin on every answer, errors and 404 included, and no other origin', async () => {
    for (const address of ['/api/v1/theme', '/api/v1/credit', '/api/v1/nothing']) {
      const answer = await fetch(`${url}${address}`, { headers: { origin: 'http://127.0.0.1:3120' } });
      expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3120');
      expect(answer.headers.get('vary')).toMatch(/Origin/);
    }
    const foreign = await fetch(`${url}/api/v1/theme`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("answers * when allowed origins include '*'", async () => {
    const open = await start({ SPEC_API_ALLOWED_ORIGINS: '*' });
    const answer = await fetch(`${open}/api/v1/website`, { headers: { origin: 'https://anywhere.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});
