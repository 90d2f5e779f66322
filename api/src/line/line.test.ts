import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { AppOptions } from '../app/app';
import { all, one, run } from '../base/db';
import { LineExchangeError } from './client';
import { createLineApiClient, lineEndpoints } from './line-api';
import { demoLineUserId, demoMember } from '../member/demo';
import { siteOrigin, testApp } from '../app/test-app';
import { postJson, signedInUsername, validRegistration } from '../app/testing/register';

const callback = `${siteOrigin}/Line/Callback`;
const exchangeUrl = '/api/v1/line/exchange';
const lineFailed = { code: 'LINE_FAILED', message: 'เชื่อมต่อ LINE ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' };
// RFC 7636's own example pair; the nonce the site would have stored with it.
const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const challenge = createHash('sha256').update(verifier).digest('base64url');
const nonce = '0123456789abcdef0123456789abcdef';

function authorizeUrl(params: Record<string, string>): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'local-double',
    redirect_uri: callback,
    state: 'st4te-123',
    scope: 'openid profile',
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...params,
  });
  return `/api/dev/line/authorize?${query.toString()}`;
}

function lineApp(overrides: Partial<AppOptions> = {}) {
  const clock = { now: Date.UTC(2026, 10, 21, 9) };
  const built = testApp({ lineDouble: true, now: () => clock.now, ...overrides });
  return { ...built, later: (seconds: number) => void (clock.now += seconds * 1000) };
}

type App = ReturnType<typeof lineApp>['app'];

/** What the browser does: visit the authorize page, follow the redirect back, read the code. */
async function lineCode(app: App, params: Record<string, string> = {}): Promise<string> {
  const answer = await app.inject({ url: authorizeUrl(params) });
  expect(answer.statusCode).toBe(302);
  const code = new URL(String(answer.headers.location)).searchParams.get('code');
  expect(code).toBeTruthy();
  return code as string;
}

const exchange = (app: App, code: string, redirectUri: string = callback, proof: { codeVerifier?: string; nonce?: string } = {}) =>
  postJson(app, exchangeUrl, { code, redirectUri, codeVerifier: verifier, nonce, ...proof });

describe('LINE test double: authorize page', () => {
  it('redirects back to the site with a code and the state', async () => {
    const { app } = lineApp();
    const answer = await app.inject({ url: authorizeUrl({}) });
    expect(answer.statusCode).toBe(302);
    const location = new URL(String(answer.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(callback);
    expect(location.searchParams.get('state')).toBe('st4te-123');
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['a foreign origin', { redirect_uri: 'https://evil.example.com/Line/Callback' }],
    ['a look-alike with credentials', { redirect_uri: 'http://localhost:3000@evil.example.com/' }],
    ['credentials on the site origin', { redirect_uri: 'http://user:pw@localhost:3000/Line/Callback' }],
    ['another port', { redirect_uri: 'http://localhost:3001/Line/Callback' }],
    ['a script address', { redirect_uri: 'javascript:alert(1)' }],
    ['a relative address', { redirect_uri: '/Line/Callback' }],
    ['another response type', { response_type: 'token' }],
    ['an empty state', { state: '' }],
    ['a malformed login hint', { login_hint: 'not-a-line-id' }],
    ['no PKCE challenge', { code_challenge: '' }],
    ['a plain PKCE method', { code_challenge_method: 'plain' }],
    ['no nonce', { nonce: '' }],
    ['an unknown parameter', { extra: '1' }],
  ])('refuses %s without redirecting', async (_case, params) => {
    const { app } = lineApp();
    const answer = await app.inject({ url: authorizeUrl(params) });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^ข้อมูลไม่ถูกต้อง/) });
  });

  it('is not served unless the double is enabled, nor beside a real channel', async () => {
    expect((await testApp().app.inject({ url: authorizeUrl({}) })).statusCode).toBe(404);
    const withChannel = testApp({ lineDouble: true, lineChannel: { channelId: '1234567890', channelSecret: 'secret' } });
    expect((await withChannel.app.inject({ url: authorizeUrl({}) })).statusCode).toBe(404);
  });
});

describe('LINE exchange', () => {
  it('signs in the member linked to the LINE account', async () => {
    const { app } = lineApp();
    const answer = await exchange(app, await lineCode(app));
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { status: string; accessToken: string; expiresIn: number };
    expect(body).toEqual({ status: 'signed-in', accessToken: expect.any(String), expiresIn: expect.any(Number) });
    expect(await signedInUsername(app, body.accessToken)).toBe(demoMember.username);
  });

  it('sends an unknown LINE account to register, and links it so the next sign-in works', async () => {
    const { app } = lineApp();
    const answer = await exchange(app, await lineCode(app, { login_hint: 'U1234abcd' }));
    const body = answer.json() as { status: string; lineRegistrationToken: string; displayName: string };
    expect(body).toEqual({ status: 'register', lineRegistrationToken: expect.any(String), displayName: 'LINE abcd' });

    const registered = await postJson(app, '/api/v1/register', validRegistration({ lineRegistrationToken: body.lineRegistrationToken }));
    expect(registered.statusCode).toBe(201);

    const again = (await exchange(app, await lineCode(app, { login_hint: 'U1234abcd' }))).json() as { status: string; accessToken: string };
    expect(again.status).toBe('signed-in');
    expect(await signedInUsername(app, again.accessToken)).toBe('0861234567');

    // The token links one member only.
    const reused = await postJson(
      app,
      '/api/v1/register',
      validRegistration({ phone: '0862222222', bankAccount: '2222222222', lineRegistrationToken: body.lineRegistrationToken }),
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'LINE_FAILED' });
  });

  it('refuses an expired or forged registration token, and a LINE account linked meanwhile', async () => {
    const { app, later } = lineApp();
    const tokenOf = async (hint: string) =>
      ((await exchange(app, await lineCode(app, { login_hint: hint }))).json() as { lineRegistrationToken: string }).lineRegistrationToken;

    const stale = await tokenOf('Ustale01');
    later(30 * 60 + 1);
    const expired = await postJson(app, '/api/v1/register', validRegistration({ lineRegistrationToken: stale }));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ code: 'LINE_FAILED', message: 'การเชื่อมต่อ LINE หมดอายุ กรุณาเข้าสู่ระบบด้วย LINE อีกครั้ง' });
    expect((await postJson(app, '/api/v1/register', validRegistration({ lineRegistrationToken: 'x.y' }))).statusCode).toBe(400);

    const first = await tokenOf('Utwice01');
    const second = await tokenOf('Utwice01');
    expect((await postJson(app, '/api/v1/register', validRegistration({ lineRegistrationToken: first }))).statusCode).toBe(201);
    const linked = await postJson(
      app,
      '/api/v1/register',
      validRegistration({ phone: '0862222222', bankAccount: '2222222222', lineRegistrationToken: second }),
    );
    expect(linked.statusCode).toBe(409);
    expect(linked.json()).toEqual({ code: 'LINE_FAILED', message: 'บัญชี LINE นี้เชื่อมกับสมาชิกคนอื่นแล้ว' });
  });

  it('accepts a code once, within 5 minutes, for the redirect address it was issued to', async () => {
    const { app, later } = lineApp();
    const code = await lineCode(app);
    expect((await exchange(app, code)).statusCode).toBe(200);
    const twice = await exchange(app, code);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual(lineFailed);

    expect((await exchange(app, await lineCode(app), `${siteOrigin}/elsewhere`)).json()).toEqual(lineFailed);
    expect((await exchange(app, 'made-up-code')).json()).toEqual(lineFailed);

    const slow = await lineCode(app);
    later(301);
    expect((await exchange(app, slow)).json()).toEqual(lineFailed);
  });

  it("needs the PKCE verifier of the code's challenge and the authorize request's nonce: a stolen code alone is useless", async () => {
    const { app } = lineApp();
    const code = await lineCode(app);
    expect((await exchange(app, code, callback, { codeVerifier: 'x'.repeat(43) })).json()).toEqual(lineFailed);
    expect((await exchange(app, await lineCode(app), callback, { nonce: 'f'.repeat(32) })).json()).toEqual(lineFailed);
    expect((await exchange(app, await lineCode(app))).statusCode).toBe(200);
    // Without them the request is not even read.
    expect((await postJson(app, exchangeUrl, { code: await lineCode(app), redirectUri: callback })).statusCode).toBe(400);
  });

  it('limits code exchanges per address', async () => {
    const { app } = lineApp({ lineExchangeRateLimit: { max: 2, timeWindowMs: 60_000 } });
    await exchange(app, 'one');
    await exchange(app, 'two');
    const limited = await exchange(app, 'three');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('answers 503 when LINE Login is not configured', async () => {
    const { app } = testApp();
    const answer = await exchange(app, 'any');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ code: 'LINE_FAILED', message: 'ระบบเข้าสู่ระบบด้วย LINE ยังไม่เปิดให้บริการ' });
  });

  it('answers 400 when the LINE client fails', async () => {
    const { app } = testApp({
      lineClient: {
        exchange: () => Promise.reject(new LineExchangeError('test')),
      },
    });
    const answer = await exchange(app, 'any');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(lineFailed);
  });

  it('seeds the demo LINE link without taking over an existing one', async () => {
    const { app, db } = testApp();
    await app.ready();
    expect(await all(db, sql`SELECT username FROM members WHERE line_user_id = ${demoLineUserId}`)).toEqual([{ username: demoMember.username }]);
    await run(db, sql`UPDATE members SET line_user_id = ${'Uother'} WHERE username = ${demoMember.username}`);
    const again = testApp({ db });
    await again.app.ready();
    expect(await one(again.db, sql`SELECT line_user_id FROM members WHERE username = ${demoMember.username}`)).toEqual({ line_user_id: 'Uother' });
  });
});

describe('LINE Login client (real channel), against a fake LINE', () => {
  const channel = { channelId: '1234567890', channelSecret: 'channel-secret' };

  function fakeLine(answers: Record<string, { status: number; body: unknown }>) {
    const calls: { url: string; form: Record<string, string> }[] = [];
    const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), form: Object.fromEntries(new URLSearchParams(String(init?.body))) });
      const answer = answers[String(url)] ?? { status: 404, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    return { calls, fetchImpl };
  }

  it('exchanges the code, verifies the ID token and reads sub and name', async () => {
    const line = fakeLine({
      [lineEndpoints.token]: { status: 200, body: { access_token: 'at', id_token: 'idt', token_type: 'Bearer' } },
      [lineEndpoints.verify]: { status: 200, body: { sub: 'U0123456789abcdef0123456789abcdef', name: 'สมชาย' } },
    });
    const client = createLineApiClient({ ...channel, fetchImpl: line.fetchImpl });
    expect(await client.exchange('the-code', callback, verifier, nonce)).toEqual({ lineUserId: 'U0123456789abcdef0123456789abcdef', displayName: 'สมชาย' });
    expect(line.calls).toEqual([
      {
        url: lineEndpoints.token,
        form: {
          grant_type: 'authorization_code',
          code: 'the-code',
          redirect_uri: callback,
          client_id: '1234567890',
          client_secret: 'channel-secret',
          code_verifier: verifier,
        },
      },
      { url: lineEndpoints.verify, form: { id_token: 'idt', client_id: '1234567890', nonce } },
    ]);
  });

  it('fails cleanly on a refused code, a missing ID token or a network error', async () => {
    const refused = fakeLine({ [lineEndpoints.token]: { status: 400, body: { error: 'invalid_grant' } } });
    await expect(createLineApiClient({ ...channel, fetchImpl: refused.fetchImpl }).exchange('c', callback, verifier, nonce)).rejects.toThrow(LineExchangeError);
    const noIdToken = fakeLine({ [lineEndpoints.token]: { status: 200, body: { access_token: 'at' } } });
    await expect(createLineApiClient({ ...channel, fetchImpl: noIdToken.fetchImpl }).exchange('c', callback, verifier, nonce)).rejects.toThrow(/id_token/);
    const offline = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    await expect(createLineApiClient({ ...channel, fetchImpl: offline }).exchange('c', callback, verifier, nonce)).rejects.toThrow(/unreachable/);
  });
});
