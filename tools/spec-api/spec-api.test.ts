import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// The spec-only API (ADR 0029) is an ES module: started as the command an operator would run,
// on a port the system picks, with its test hooks on.
const server = path.resolve(__dirname, 'server.mjs');
let child: ChildProcess;
let url = '';

beforeAll(async () => {
  child = spawn(process.execPath, [server], {
    env: { ...process.env, SPEC_API_PORT: '0', SPEC_API_TEST_HOOKS: '1', SPEC_API_ALLOWED_ORIGINS: 'http://localhost:3120' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const found = /at (http:\/\/\S+)/.exec(chunk.toString());
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`spec API exited with ${code}`)));
  });
});

afterAll(() => {
  child.kill('SIGTERM');
});

async function login(password = 'Demo@1234'): Promise<Response> {
  return fetch(`${url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: '0812345678', password }) });
}

const setState = (change: object) =>
  fetch(`${url}/__spec-api/state`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(change) });

describe('the spec-only API', () => {
  afterEach(async () => {
    await setState({ shapes: 'plain', registerMode: '2' });
  });

  it("answers section 7 in the spec's barest shape: a token only, a bare theme list, numeric strings", async () => {
    const signedIn = (await (await login()).json()) as Record<string, unknown>;
    expect(Object.keys(signedIn)).toEqual(['accessToken']);
    const bearer = { authorization: `Bearer ${String(signedIn.accessToken)}` };
    expect(await (await fetch(`${url}/api/v1/theme`)).json()).toEqual([{ logo: `${url}/assets/logo.svg`, favicon: `${url}/assets/favicon.svg` }]);
    expect(await (await fetch(`${url}/api/v1/website`)).json()).toEqual({ registerMode: '2' });
    expect(await (await fetch(`${url}/api/v1/credit`, { headers: bearer })).json()).toEqual({ credit: '1234.50' });
    expect(await (await fetch(`${url}/api/v1/wallet`, { headers: bearer })).json()).toEqual({ data: { balance: '75.25' } });
    expect(await (await fetch(`${url}/api/v1/auth`, { headers: bearer })).json()).toEqual({
      username: '0812345678',
      username2: 'DEMO01',
      password: 'sb-demo-secret',
      web_agent_group: 'member',
      site_api: `${url}/sportsbook/`,
    });
    expect(await (await fetch(`${url}/lotto/login`, { headers: bearer })).json()).toEqual({ code: 0, url: `${url}/games/lotto` });
  });

  it('answers in the other shapes the spec allows when asked to', async () => {
    await setState({ shapes: 'alternate', registerMode: 4 });
    const { accessToken } = (await (await login()).json()) as { accessToken: string };
    const bearer = { authorization: `Bearer ${accessToken}` };
    expect(await (await fetch(`${url}/api/v1/website`)).json()).toMatchObject({ registerMode: 4 });
    expect(await (await fetch(`${url}/api/v1/credit`, { headers: bearer })).json()).toMatchObject({ credit: 1234.5 });
    expect(await (await fetch(`${url}/api/v1/theme`)).json()).toMatchObject({ data: { logo: `${url}/assets/logo.svg` } });
    expect(await (await fetch(`${url}/hotgraph/login`, { headers: bearer })).json()).toMatchObject({ code: '0', Url: `${url}/games/trading` });
    const logout = await fetch(`${url}/api/v1/logout`, { method: 'POST', headers: bearer });
    expect(logout.status).toBe(204);
    expect(await logout.text()).toBe('');
  });

  it('refuses a wrong password with a Thai message, a missing or revoked token with 401', async () => {
    const refused = await login('wrong');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' });
    expect((await fetch(`${url}/api/v1/credit`)).status).toBe(401);
    const { accessToken } = (await (await login()).json()) as { accessToken: string };
    await setState({ revokeTokens: true });
    expect((await fetch(`${url}/api/v1/credit`, { headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(401);
  });

  it('has nothing beyond section 7: an extension answers 404 with an HTML page', async () => {
    const discovery = await fetch(`${url}/api/v1/capabilities`);
    expect(discovery.status).toBe(404);
    expect(discovery.headers.get('content-type')).toMatch(/text\/html/);
    expect((await fetch(`${url}/api/v1/wallet/deposit`)).status).toBe(404);
  });

  it('allows the site origin it is given, for every answer and the preflight', async () => {
    const preflight = await fetch(`${url}/api/v1/credit`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3120', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3120');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const missing = await fetch(`${url}/api/v1/nothing`, { headers: { origin: 'http://localhost:3120' } });
    expect(missing.headers.get('access-control-allow-origin')).toBe('http://localhost:3120');
    const foreign = await fetch(`${url}/api/v1/theme`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
