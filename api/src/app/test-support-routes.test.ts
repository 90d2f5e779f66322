import { demoMember } from '../member/demo';
import { testApp } from './test-app';

type App = ReturnType<typeof testApp>['app'];

const login = (app: App, password: string) => app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: demoMember.username, password } });

async function bearer(app: App, password: string): Promise<{ authorization: string }> {
  const answer = await login(app, password);
  expect(answer.statusCode).toBe(200);
  return { authorization: `Bearer ${(answer.json() as { accessToken: string }).accessToken}` };
}

const resetUrl = `/api/test/members/${demoMember.username}/password-reset`;

describe('the password-reset test route (ADR 0050)', () => {
  it('does what staff do: a temporary password, every session ended, the change due, guarded calls answered 423', async () => {
    const { app } = testApp({ enableTestRoutes: true });
    const before = await bearer(app, demoMember.password);

    const reset = await app.inject({ method: 'POST', url: resetUrl });
    expect(reset.statusCode).toBe(200);
    const { temporaryPassword } = reset.json() as { temporaryPassword: string };
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await app.inject({ url: '/api/v1/credit', headers: before })).statusCode).toBe(401);
    expect((await login(app, demoMember.password)).statusCode).toBe(401);

    const headers = await bearer(app, temporaryPassword);
    const auth = (await app.inject({ url: '/api/v1/auth', headers })).json() as { password_change_required?: boolean; password: string };
    expect(auth).toMatchObject({ password_change_required: true, password: '' });
    const game = await app.inject({ method: 'POST', url: '/api/v1/games/login', headers, payload: { gameId: 'slot-01', isMobile: true } });
    expect([game.statusCode, game.json()]).toEqual([423, { code: 'PASSWORD_CHANGE_REQUIRED', message: 'กรุณาตั้งรหัสผ่านใหม่ก่อนใช้งาน' }]);
  });

  it('answers 404 for an unknown member, and does not exist without test routes', async () => {
    const { app } = testApp({ enableTestRoutes: true });
    expect((await app.inject({ method: 'POST', url: '/api/test/members/no-such-member/password-reset' })).statusCode).toBe(404);
    const off = testApp();
    expect((await off.app.inject({ method: 'POST', url: resetUrl })).statusCode).toBe(404);
    expect((await login(off.app, demoMember.password)).statusCode).toBe(200);
  });
});
