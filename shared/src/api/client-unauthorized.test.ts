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
