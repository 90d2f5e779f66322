import type { GameLoginAnswer } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, openDatabase, run } from '../base/db';
import { migrate } from '../app/schema';
import { logSafeUrl } from './demo-pages';
import { legacyPlaceholderSiteApi, siteApiFor } from '../app/seed';
import { demoMember, viewbetMember } from '../member/demo';
import { testApp } from '../app/test-app';

const publicUrl = 'http://127.0.0.1:4100';

type App = ReturnType<typeof testApp>['app'];

async function signIn(app: App, member: { username: string; password: string } = demoMember) {
  const { accessToken } = (await app.inject({ method: 'POST', url: '/api/v1/login', payload: member })).json() as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const user = (await app.inject({ url: '/api/v1/auth', headers })).json() as { username: string; password: string; site_api: string };
  return { headers, user };
}

function urlOf(answer: GameLoginAnswer): URL {
  return new URL(answer.url ?? answer.Url ?? '');
}

const hotgraphUrl = '/api/v1/member/loginGame/hotgraph';

describe('game logins (bearer)', () => {
  it('needs a bearer token on every game login', async () => {
    const { app } = testApp({ publicUrl });
    for (const [method, url, payload] of [
      ['GET', '/lotto/login', undefined],
      ['GET', '/hotgraph/login', undefined],
      ['POST', hotgraphUrl, { username: 'a', password: 'b', isMobile: true }],
      ['POST', '/api/v1/games/login', { gameId: 'slot-01', isMobile: false }],
    ] as const) {
      const answer = await app.inject({ method, url, payload });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('answers lotto and trading with a demo page address on the public URL', async () => {
    const { app } = testApp({ publicUrl });
    const { headers } = await signIn(app);
    const lotto = (await app.inject({ url: '/lotto/login', headers })).json() as GameLoginAnswer;
    expect(lotto).toEqual({ code: 0, url: expect.any(String) });
    const lottoUrl = urlOf(lotto);
    expect(`${lottoUrl.origin}${lottoUrl.pathname}`).toBe(`${publicUrl}/demo-games/lotto`);
    expect(lottoUrl.searchParams.get('session')).toMatch(/^[\w-]+\.[\w-]+$/);
    const page = await app.inject({ url: `${lottoUrl.pathname}${lottoUrl.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('หวย (ตัวอย่าง)');
    expect(page.body).not.toContain(lottoUrl.searchParams.get('session'));

    const trading = (await app.inject({ url: '/hotgraph/login', headers })).json() as GameLoginAnswer;
    expect(trading.code).toBe(0);
    expect(urlOf(trading).pathname).toBe('/demo-games/trading');
    // A lotto ticket does not open the trading page.
    const swapped = await app.inject({ url: `/demo-games/trading${lottoUrl.search}` });
    expect(swapped.statusCode).toBe(403);
  });

  it("checks the hotgraph login against the member's own sportsbook credential", async () => {
    const { app } = testApp({ publicUrl });
    const { headers, user } = await signIn(app);
    const ok = (
      await app.inject({ method: 'POST', url: hotgraphUrl, headers, payload: { username: user.username, password: user.password, isMobile: true } })
    ).json() as GameLoginAnswer;
    expect(ok).toEqual({ code: 0, Url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:4100\/demo-games\/trading\?session=/) });
    expect(ok.Url).not.toContain(user.password);

    const other = await signIn(app, viewbetMember);
    for (const payload of [
      { username: user.username, password: demoMember.password, isMobile: true },
      { username: user.username, password: other.user.password, isMobile: true },
      { username: other.user.username, password: user.password, isMobile: true },
    ]) {
      const answer = await app.inject({ method: 'POST', url: hotgraphUrl, headers, payload });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ code: 1, message: 'ข้อมูลเข้าเกมไม่ถูกต้อง' });
    }
    const malformed = await app.inject({
      method: 'POST',
      url: hotgraphUrl,
      headers,
      payload: { username: user.username, password: user.password, isMobile: false },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('launches a catalogue game and answers code 2 for an unknown one', async () => {
    const { app } = testApp({ publicUrl });
    const { headers } = await signIn(app);
    const ok = (
      await app.inject({ method: 'POST', url: '/api/v1/games/login', headers, payload: { gameId: 'casino-02', isMobile: true } })
    ).json() as GameLoginAnswer;
    expect(ok.code).toBe(0);
    const url = urlOf(ok);
    expect(`${url.origin}${url.pathname}`).toBe(`${publicUrl}/demo-games/play/casino-02`);
    const page = await app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Dragon &amp; Tiger (ตัวอย่าง)');
    expect((await app.inject({ url: '/demo-games/play/casino-02' })).statusCode).toBe(403);
    expect((await app.inject({ url: '/demo-games/play/nothing-here' })).statusCode).toBe(404);

    const unknown = await app.inject({ method: 'POST', url: '/api/v1/games/login', headers, payload: { gameId: 'no-such-game', isMobile: false } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ code: 2, message: 'ไม่พบเกมนี้' });
  });
});

describe('game answer overrides (test routes)', () => {
  const hostile = { code: 0, url: 'javascript:alert(1)' };
  const failure = { code: 9, message: '<img src=x onerror=alert(1)>' };

  it('exist only with test routes on', async () => {
    const { app } = testApp();
    expect((await app.inject({ method: 'POST', url: '/api/test/game-answers', payload: { lotto: hostile } })).statusCode).toBe(404);
  });

  it('replace the answers verbatim until cleared', async () => {
    const { app } = testApp({ publicUrl, enableTestRoutes: true });
    const { headers, user } = await signIn(app);
    const set = await app.inject({
      method: 'POST',
      url: '/api/test/game-answers',
      payload: { lotto: hostile, hotgraph: failure, game: { code: 0, url: 'https://evil.example.com/x' } },
    });
    expect(set.json()).toEqual({ ok: true });
    expect((await app.inject({ url: '/lotto/login', headers })).json()).toEqual(hostile);
    expect((await app.inject({ url: '/lotto/login', headers })).json()).toEqual(hostile);
    expect((await app.inject({ url: '/hotgraph/login', headers })).json()).toEqual(failure);
    const hot = await app.inject({ method: 'POST', url: hotgraphUrl, headers, payload: { username: user.username, password: user.password, isMobile: true } });
    expect(hot.json()).toEqual(failure);
    const game = await app.inject({ method: 'POST', url: '/api/v1/games/login', headers, payload: { gameId: 'slot-01', isMobile: false } });
    expect(game.json()).toEqual({ code: 0, url: 'https://evil.example.com/x' });

    await app.inject({ method: 'POST', url: '/api/test/game-answers', payload: { lotto: null, hotgraph: null } });
    expect(urlOf((await app.inject({ url: '/lotto/login', headers })).json() as GameLoginAnswer).pathname).toBe('/demo-games/lotto');
    expect(((await app.inject({ url: '/hotgraph/login', headers })).json() as GameLoginAnswer).code).toBe(0);
    // Untouched: still overridden.
    expect((await app.inject({ method: 'POST', url: '/api/v1/games/login', headers, payload: { gameId: 'slot-01', isMobile: false } })).json()).toEqual({
      code: 0,
      url: 'https://evil.example.com/x',
    });
    const bad = await app.inject({ method: 'POST', url: '/api/test/game-answers', payload: { lotto: { url: 'x' } } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('sportsbook site_api and its demo page', () => {
  it("builds members' site_api from the public URL, for demo and new members", async () => {
    const { app } = testApp({ publicUrl: `${publicUrl}/` });
    const { user } = await signIn(app);
    expect(user.site_api).toBe(`${publicUrl}/sportsbook/`);
    expect(siteApiFor('https://api.example.com')).toBe('https://api.example.com/sportsbook/');
  });

  it('rewrites the old hard-coded placeholder on start', async () => {
    const db = openDatabase(':memory:');
    await migrate(db);
    await run(
      db,
      sql`INSERT INTO members (username, password_hash, sportsbook_password, site_api, created_at) VALUES ('0811111111', 'h', 'sb', ${legacyPlaceholderSiteApi}, 1),
          ('0822222222', 'h', 'sb', 'https://operator.example.com/sb/', 1)`,
    );
    await testApp({ db, publicUrl }).app.ready();
    expect(await all(db, sql`SELECT username, site_api FROM members ORDER BY username`)).toEqual([
      { username: '0811111111', site_api: `${publicUrl}/sportsbook/` },
      { username: '0812345678', site_api: `${publicUrl}/sportsbook/` },
      { username: '0822222222', site_api: 'https://operator.example.com/sb/' },
      { username: '0899999999', site_api: `${publicUrl}/sportsbook/` },
    ]);
  });

  it.each(['/sportsbook/', '/sportsbook/viewbet/'])('%s shows state and lang but never the credentials', async (path) => {
    const { app } = testApp({ publicUrl });
    const { user } = await signIn(app);
    const hash = Buffer.from(`${user.username}:${user.password}`).toString('base64');
    const query = new URLSearchParams({
      username: user.username,
      password: user.password,
      hash,
      lang: 'th',
      state: 'sport',
      returnUrl: 'http://localhost:3000/playgame',
    });
    const page = await app.inject({ url: `${path}?${query}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.body).toContain('ระบบกีฬา (ตัวอย่าง)');
    expect(page.body).toContain('<dd>sport</dd>');
    expect(page.body).toContain('<dd>th</dd>');
    for (const secret of [user.password, hash, user.username, encodeURIComponent(hash)]) expect(page.body).not.toContain(secret);
    expect(page.body).not.toMatch(/style|<script/i);

    const hostile = await app.inject({ url: `${path}?state=${encodeURIComponent('<script>alert(1)</script>')}&lang=%22%3E` });
    expect(hostile.body).not.toContain('<script>');
    expect(hostile.body).toContain('&lt;script&gt;');
    expect(hostile.body).toContain('&quot;&gt;');
  });

  it('keeps query strings of the demo pages out of the log', () => {
    expect(logSafeUrl('/sportsbook/?username=a&password=b&hash=c')).toBe('/sportsbook/?[redacted]');
    expect(logSafeUrl('/sportsbook/viewbet/?password=b')).toBe('/sportsbook/viewbet/?[redacted]');
    expect(logSafeUrl('/demo-games/lotto?session=abc')).toBe('/demo-games/lotto?[redacted]');
    expect(logSafeUrl('/api/v1/games?q=slot')).toBe('/api/v1/games?q=slot');
  });

  it('logs the sportsbook page request without the password', async () => {
    const lines: string[] = [];
    const { app } = testApp({ publicUrl, logger: true, logLevel: 'info' });
    // Capture pino's output by swapping the stream writer for this app's logger.
    const stream = app.log as unknown as { [key: symbol]: { write: (s: string) => void } | undefined };
    const streamSym = Object.getOwnPropertySymbols(stream).find((s) => String(s) === 'Symbol(pino.stream)');
    if (streamSym) (stream[streamSym] as { write: (s: string) => void }).write = (line: string) => lines.push(line);
    await app.inject({ url: '/sportsbook/?username=0812345678&password=TopSecret99&hash=abc&state=sport' });
    expect(streamSym).toBeDefined();
    expect(lines.join('')).toContain('/sportsbook/?[redacted]');
    expect(lines.join('')).not.toContain('TopSecret99');
  });
});
