import { createApiClient } from './client';

const answer = (status: number) => () =>
  Promise.resolve(new Response(JSON.stringify({ code: 'X', message: 'ไม่' }), { status, headers: { 'Content-Type': 'application/json' } }));

function client(token: string, status: number) {
  const onUnauthorized = jest.fn();
  const api = createApiClient({ baseUrl: '', getToken: () => token, fetchImpl: jest.fn(answer(status)) as unknown as typeof fetch, onUnauthorized });
  return { api, onUnauthorized };
}

describe('createApiClient onUnauthorized', () => {
  it.each([401, 403])('fires when a request with a bearer token gets %i, and still rejects', async (status) => {
    const { api, onUnauthorized } = client('tok', status);
    await expect(api.get('/api/v1/casino')).rejects.toMatchObject({ status });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("does not fire for a call without a token (the login's wrong password)", async () => {
    const { api, onUnauthorized } = client('', 401);
    await expect(api.post('/api/v1/login', { username: 'a', password: 'b' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([404, 500])('does not fire for %i', async (status) => {
    const { api, onUnauthorized } = client('tok', status);
    await expect(api.get('/x')).rejects.toMatchObject({ status });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('createApiClient onLocked (a 423: the member stays signed in, ADR 0050)', () => {
  function locked(token: string, status: number) {
    const onUnauthorized = jest.fn();
    const onLocked = jest.fn();
    const body = { code: 'PASSWORD_CHANGE_REQUIRED', message: 'กรุณาตั้งรหัสผ่านใหม่ก่อนใช้งาน' };
    const fetchImpl = jest.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));
    const api = createApiClient({ baseUrl: '', getToken: () => token, fetchImpl: fetchImpl as unknown as typeof fetch, onUnauthorized, onLocked });
    return { api, onUnauthorized, onLocked };
  }

  it("hands a token-carrying call's 423 to onLocked with its code and message, never to the session-expired path, and still rejects", async () => {
    const { api, onUnauthorized, onLocked } = locked('tok', 423);
    await expect(api.post('/api/v1/games/login', {})).rejects.toMatchObject({ status: 423, code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(onLocked).toHaveBeenCalledTimes(1);
    expect(onLocked.mock.calls[0]?.[0]).toMatchObject({ name: 'ApiError', status: 423, code: 'PASSWORD_CHANGE_REQUIRED', message: 'กรุณาตั้งรหัสผ่านใหม่ก่อนใช้งาน' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not fire without a token, nor for a 401 or a 400', async () => {
    for (const [token, status] of [
      ['', 423],
      ['tok', 401],
      ['tok', 400],
    ] as const) {
      const { api, onLocked } = locked(token, status);
      await expect(api.get('/x')).rejects.toMatchObject({ status });
      expect(onLocked).not.toHaveBeenCalled();
    }
  });
});
