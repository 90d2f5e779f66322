import { texts } from '../texts';
import { gamesEndpoint } from '../contract/checks.generated';
import { ApiError, call, createApiClient, isApiError } from './client';
import { fetchCredit } from './session';

function stubFetch(respond: (url: string, init: RequestInit) => Promise<Response> | Response) {
  return jest.fn((url: string, init: RequestInit) => Promise.resolve(respond(url, init))) as unknown as typeof fetch;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createApiClient', () => {
  it('sends the bearer token and JSON body to the configured base URL', async () => {
    const fetchImpl = stubFetch(() => json({ ok: true }));
    const api = createApiClient({ baseUrl: 'https://api.example.com/', getToken: () => 'tok', fetchImpl });
    await api.post('/api/v1/logout', { a: 1 });
    const [url, init] = (fetchImpl as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.example.com/api/v1/logout');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
  });

  it("turns an error answer into an ApiError carrying the server's message", async () => {
    const api = createApiClient({ baseUrl: '', getToken: () => '', fetchImpl: stubFetch(() => json({ code: 'INVALID_CREDENTIALS', message: 'ผิด' }, 401)) });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', message: 'ผิด' });
  });

  it('uses a Thai message when the server sends none, or no JSON', async () => {
    const api = createApiClient({ baseUrl: '', getToken: () => '', fetchImpl: stubFetch(() => new Response('<html>', { status: 502 })) });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, message: texts.serverError });
  });

  it.each([
    ['message', { message: 'ผิด' }],
    ['msg', { msg: 'ผิด' }],
    ['error', { error: 'ผิด' }],
    ['error.message', { error: { message: 'ผิด' } }],
    ['a numeric code', { code: 7, msg: 'ผิด' }],
  ])("reads the server's text of an error answer from %s", async (_field, body) => {
    const api = createApiClient({ baseUrl: '', getToken: () => '', fetchImpl: stubFetch(() => json(body, 400)) });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 400, message: 'ผิด' });
  });

  it.each([
    ['an HTML error page', new Response('<!doctype html><h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } })],
    ['an empty body', new Response(null, { status: 404 })],
    ['JSON without a message', json({ status: 'fail' }, 404)],
  ])('gives the Thai default for %s', async (_case, response) => {
    const api = createApiClient({ baseUrl: '', getToken: () => '', fetchImpl: stubFetch(() => response) });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 404, code: 'HTTP_404', message: texts.malformedAnswer });
  });

  it('gives a 2xx answer without a body as undefined and one that is not JSON as its text', async () => {
    const empty = createApiClient({ baseUrl: '', getToken: () => '', fetchImpl: stubFetch(() => new Response(null, { status: 204 })) });
    await expect(empty.post('/x')).resolves.toBeUndefined();
    const plain = createApiClient({ baseUrl: '', getToken: () => '', fetchImpl: stubFetch(() => new Response('OK', { status: 200 })) });
    await expect(plain.post('/x')).resolves.toBe('OK');
  });

  it('reports a network failure and a timeout in Thai', async () => {
    const down = createApiClient({ baseUrl: '', getToken: () => '', fetchImpl: stubFetch(() => Promise.reject(new TypeError('fail'))) });
    await expect(down.get('/x')).rejects.toMatchObject({ code: 'NETWORK', message: texts.networkError });

    const slow = createApiClient({
      baseUrl: '',
      getToken: () => '',
      timeoutMs: 10,
      fetchImpl: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as unknown as typeof fetch,
    });
    await expect(slow.get('/x')).rejects.toMatchObject({ code: 'TIMEOUT', message: texts.timeoutError });
  });

  it('ends a body that stalls after its headers at the time limit, as a timeout', async () => {
    const stalled = createApiClient({
      baseUrl: '',
      getToken: () => '',
      timeoutMs: 20,
      // Headers at once, then a body that never finishes until the request is aborted.
      fetchImpl: ((_url: string, init: RequestInit) =>
        Promise.resolve({
          ok: true,
          status: 200,
          text: () => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
        })) as unknown as typeof fetch,
    });
    await expect(stalled.get('/x')).rejects.toMatchObject({ code: 'TIMEOUT', message: texts.timeoutError });
  });

  it('refuses a malformed answer with the Thai message and logs the endpoint, never the answer', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createApiClient({ baseUrl: '', getToken: () => 'secret-token', fetchImpl: stubFetch(() => json({ credit: 'lots', accessToken: 'leak' })) });
    await expect(fetchCredit(api)).rejects.toMatchObject({ code: 'MALFORMED', message: texts.malformedAnswer });
    expect(logged).toHaveBeenCalledWith('[shared] E3 malformed answer from credit: credit: credit missing or not an amount', {
      method: 'GET',
      path: '/api/v1/credit',
    });
    expect(JSON.stringify(logged.mock.calls)).not.toMatch(/secret-token|leak/);
    logged.mockRestore();
  });

  it('checks every item of a list answer', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = { id: 'slot-a', name: 'A', category: 'slot', provider: 'p', image: 'https://x/a.svg', tags: [] };
    const api = createApiClient({ baseUrl: '', getToken: () => '', fetchImpl: stubFetch(() => json({ data: [good, { ...good, name: 5 }] })) });
    await expect(call(api, gamesEndpoint)).rejects.toMatchObject({ code: 'MALFORMED' });
    jest.restoreAllMocks();
  });

  it('sends the query of a GET, leaving out empty values', async () => {
    const fetchImpl = stubFetch(() => json({ data: [] }));
    const api = createApiClient({ baseUrl: '', getToken: () => '', fetchImpl });
    await expect(call(api, gamesEndpoint, { query: { category: 'slot', q: '' } })).resolves.toEqual({ data: [] });
    expect((fetchImpl as jest.Mock).mock.calls[0]?.[0]).toBe('/api/v1/games?category=slot');
  });

  it('settled: waits for the requests under way that carry the token, not for tokenless ones, and at most its limit', async () => {
    jest.useFakeTimers();
    const answers: ((response: Response) => void)[] = [];
    const fetchImpl = stubFetch(() => new Promise<Response>((resolve) => answers.push(resolve)));
    let token = 'tok';
    const api = createApiClient({ baseUrl: '', getToken: () => token, fetchImpl });
    const credit = api.get('/api/v1/credit');
    token = '';
    void api.get('/api/v1/theme');
    let settled = false;
    const waiting = api.settled?.(3_000).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    answers[0]?.(json({ credit: '1.00' }));
    await credit;
    await waiting;
    expect(settled).toBe(true);
    // A request that never answers is waited for until the limit only.
    token = 'tok';
    void api.get('/api/v1/wallet').catch(() => undefined);
    const limited = api.settled?.(3_000);
    jest.advanceTimersByTime(3_000);
    await expect(limited).resolves.toBeUndefined();
    jest.useRealTimers();
  });

  it.each([
    ['1500.50', '1500.50'],
    ['1500.5', '1500.50'],
    ['0.105', '0.11'],
    ['1500.994', '1500.99'],
    ['-0.004', '0.00'],
    ['-12.345', '-12.35'],
  ])('reads the credit %s as the two-decimal string %s, with no float in between', async (credit, shown) => {
    const api = createApiClient({ baseUrl: '', getToken: () => '', fetchImpl: stubFetch(() => json({ credit })) });
    await expect(fetchCredit(api)).resolves.toBe(shown);
  });
});

describe('isApiError', () => {
  it('recognises an ApiError made by another bundle by its shape', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', status: 401, code: 'UNAUTHORIZED' });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new ApiError(0, 'NETWORK', 'x'))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
