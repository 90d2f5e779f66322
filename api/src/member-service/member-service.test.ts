import type { AuthUser } from '@member-site/shared/contract';
import { demoMember } from '../member/demo';
import { siteOrigin, testApp } from '../app/test-app';
import { memberServiceMessages } from './routes';

type App = ReturnType<typeof testApp>['app'];

async function sportsbookCredential(app: App): Promise<string> {
  const { accessToken } = (await app.inject({ method: 'POST', url: '/api/v1/login', payload: demoMember })).json() as { accessToken: string };
  const user = (await app.inject({ url: '/api/v1/auth', headers: { authorization: `Bearer ${accessToken}` } })).json() as AuthUser;
  return user.password;
}

const memberLogin = (app: App, payload: unknown) =>
  app.inject({ method: 'POST', url: '/spa/member/login', payload: payload as Record<string, unknown>, headers: { origin: siteOrigin } });

describe('earlier member service: POST /spa/member/login', () => {
  it('signs the member in with the username and the sportsbook credential', async () => {
    const { app } = testApp();
    const answer = await memberLogin(app, { username: demoMember.username, password: await sportsbookCredential(app) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(siteOrigin);
    const body = answer.json() as { code: number; result: { access_token: string; profile: Record<string, string> } };
    expect(body.code).toBe(0);
    expect(body.result.access_token).toMatch(/^[A-Za-z0-9_.-]{20,}$/);
    expect(body.result.profile).toEqual({ username: demoMember.username, username2: 'DEMO01', web_agent_group: 'member' });
    expect(JSON.stringify(body)).not.toMatch(/password|sportsbook/);
  });

  it('answers what the test route set, only with test routes on, until it is set back to null', async () => {
    const setAnswer = (app: App, answer: unknown) =>
      app.inject({ method: 'POST', url: '/api/test/member-service-answer', payload: { answer } as Record<string, unknown> });
    expect((await setAnswer(testApp().app, { code: 1 })).statusCode).toBe(404);

    const { app } = testApp({ enableTestRoutes: true });
    const credentials = { username: demoMember.username, password: await sportsbookCredential(app) };
    expect((await setAnswer(app, { code: 7, message: 'ปิดปรับปรุง' })).statusCode).toBe(200);
    expect((await memberLogin(app, credentials)).json()).toEqual({ code: 7, message: 'ปิดปรับปรุง' });
    await setAnswer(app, null);
    expect(((await memberLogin(app, credentials)).json() as { code: number }).code).toBe(0);
    expect((await setAnswer(app, { code: 'x' })).statusCode).toBe(400);
  });

  it('its token is no bearer token of the member API', async () => {
    const { app } = testApp();
    const body = (await memberLogin(app, { username: demoMember.username, password: await sportsbookCredential(app) })).json() as {
      result: { access_token: string };
    };
    const auth = await app.inject({ url: '/api/v1/auth', headers: { authorization: `Bearer ${body.result.access_token}` } });
    expect(auth.statusCode).toBe(401);
  });

  it.each([
    ['the site password instead of the sportsbook credential', { username: demoMember.username, password: demoMember.password }],
    ['an unknown member', { username: '0800000000', password: 'whatever' }],
  ])('answers a non-zero code, HTTP 200, for %s', async (_name, payload) => {
    const { app } = testApp();
    const answer = await memberLogin(app, payload);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 1, message: memberServiceMessages.wrongCredential });
  });

  it('refuses a malformed body and limits the attempts like the site login', async () => {
    const { app } = testApp({ loginRateLimit: { max: 2, timeWindowMs: 60_000 } });
    expect((await memberLogin(app, { username: demoMember.username })).statusCode).toBe(400);
    expect((await memberLogin(app, { username: demoMember.username, password: 'x', extra: 1 })).statusCode).toBe(400);
    const wrong = { username: demoMember.username, password: 'x' };
    expect((await memberLogin(app, wrong)).statusCode).toBe(200);
    expect((await memberLogin(app, wrong)).statusCode).toBe(200);
    expect((await memberLogin(app, wrong)).statusCode).toBe(429);
  });
});
