import { call } from '@member-site/shared';
import { staffIdentity } from '@member-site/shared/testing';
import { staffMeEndpoint, type StaffSession } from '@member-site/shared/staff';
import { createStaffSession, noticeKey, sessionExpiredText, tokenKey } from './staff-session';

const start = Date.parse('2026-11-27T10:00:00Z');
let clock = start;
const now = () => clock;
const staff = staffIdentity({ roles: ['cashier'] });
const token = 'staff-token-0123456789abcdef';
/** GET /api/staff/me's answer: a request like any other, for the session's clock. */
const me = {
  status: 200,
  body: { staff: staffIdentity({ roles: ['cashier'] }), idleSeconds: 900, expiresAt: new Date(Date.parse('2026-11-27T18:00:00Z')).toISOString() },
};
const session: StaffSession = { token, staff, idleSeconds: 900, expiresAt: new Date(start + 8 * 3600_000).toISOString() };

type Answer = { status: number; body: unknown };
/** A fake API: answers by path; records each request's path and Authorization header. */
function fakeFetch(answers: Record<string, Answer | (() => Answer)>) {
  const requests: { path: string; authorization: string | null }[] = [];
  const fetchImpl = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    requests.push({ path, authorization: new Headers(init?.headers).get('Authorization') });
    const found = answers[path];
    const answer = typeof found === 'function' ? found() : (found ?? { status: 404, body: { message: 'ไม่พบ' } });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, requests };
}

beforeEach(() => {
  jest.useFakeTimers();
  clock = start;
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

function signedIn(answers: Record<string, Answer | (() => Answer)> = {}) {
  const api = fakeFetch(answers);
  const control = createStaffSession({ apiUrl: 'https://api.example.com', storage: sessionStorage, now, fetchImpl: api.fetchImpl });
  control.signIn(session);
  return { control, ...api };
}

describe('the staff session of a tab (ADR 0046)', () => {
  it('keeps the token in this tab only (sessionStorage, never localStorage) and sends it as a bearer token', async () => {
    const { control, requests } = signedIn({ '/api/staff/me': me });
    expect(sessionStorage.getItem(tokenKey)).toBe(token);
    expect(localStorage.length).toBe(0);
    expect(control.getState()).toEqual({ kind: 'signed-in', staff, idleSeconds: 900, expiresAt: Date.parse(session.expiresAt) });
    await call(control.api, staffMeEndpoint);
    expect(requests).toEqual([{ path: '/api/staff/me', authorization: `Bearer ${token}` }]);
  });

  it('ends when a call answers 401, back to the sign-in saying why, and forgets the token', async () => {
    const { control } = signedIn({ '/api/staff/me': { status: 401, body: { code: 'UNAUTHORIZED', message: 'กรุณาเข้าสู่ระบบ' } } });
    const ended = jest.fn();
    control.onEnd(ended);
    await expect(call(control.api, staffMeEndpoint)).rejects.toMatchObject({ status: 401 });
    expect(control.getState()).toEqual({ kind: 'signed-out', notice: sessionExpiredText });
    expect(sessionStorage.getItem(tokenKey)).toBeNull();
    expect(sessionStorage.getItem(noticeKey)).toBe('expired');
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('stays when a call answers 403: a permission the staff member lacks, not an ended session', async () => {
    const { control } = signedIn({ '/api/staff/me': { status: 403, body: { code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์' } } });
    await expect(call(control.api, staffMeEndpoint)).rejects.toMatchObject({ status: 403, message: 'ไม่มีสิทธิ์' });
    expect(control.getState().kind).toBe('signed-in');
    expect(sessionStorage.getItem(tokenKey)).toBe(token);
  });

  it('ends by itself after idleSeconds without a request, as the API does; each request starts the wait again', async () => {
    const { control } = signedIn({ '/api/staff/me': me });
    clock += 600_000;
    jest.advanceTimersByTime(600_000);
    await call(control.api, staffMeEndpoint);
    clock += 899_000;
    jest.advanceTimersByTime(899_000);
    expect(control.getState().kind).toBe('signed-in');
    clock += 1_000;
    jest.advanceTimersByTime(1_000);
    expect(control.getState()).toEqual({ kind: 'signed-out', notice: sessionExpiredText });
    expect(sessionStorage.getItem(tokenKey)).toBeNull();
  });

  it('ends at expiresAt however busy the staff member is (8 hours at most)', async () => {
    const { control } = signedIn({ '/api/staff/me': me });
    for (let minutes = 0; minutes < 8 * 60; minutes += 10) {
      clock += 600_000;
      jest.advanceTimersByTime(600_000);
      if (control.getState().kind !== 'signed-in') break;
      await call(control.api, staffMeEndpoint);
    }
    expect(control.getState()).toEqual({ kind: 'signed-out', notice: sessionExpiredText });
    expect(clock - start).toBe(8 * 3600_000);
  });

  it('signs out: POST /api/staff/logout with the token, then nothing of the session stays', async () => {
    const { control, requests } = signedIn({ '/api/staff/logout': { status: 200, body: { ok: true } } });
    await control.signOut();
    expect(requests).toEqual([{ path: '/api/staff/logout', authorization: `Bearer ${token}` }]);
    expect(control.getState()).toEqual({ kind: 'signed-out', notice: null });
    expect(sessionStorage.getItem(tokenKey)).toBeNull();
    expect(sessionStorage.getItem(noticeKey)).toBeNull();
  });

  it('is signed out here even when the sign-out call fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { control } = signedIn({ '/api/staff/logout': { status: 500, body: { message: 'ขัดข้อง' } } });
    await control.signOut();
    expect(control.getState()).toEqual({ kind: 'signed-out', notice: null });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[backoffice] E11'), '500 HTTP_500');
    // The token is never logged.
    expect(JSON.stringify(logged.mock.calls)).not.toContain(token);
    logged.mockRestore();
  });

  it('after a reload checks the kept token (GET /api/staff/me); an ended one goes to the sign-in saying so', async () => {
    sessionStorage.setItem(tokenKey, token);
    const alive = createStaffSession({
      apiUrl: 'https://api.example.com',
      storage: sessionStorage,
      now,
      fetchImpl: fakeFetch({ '/api/staff/me': me }).fetchImpl,
    });
    expect(alive.getState()).toEqual({ kind: 'checking' });
    await alive.start();
    expect(alive.getState()).toMatchObject({ kind: 'signed-in', staff });
    await expect(call(alive.api, staffMeEndpoint)).resolves.toMatchObject({ staff });

    const ended = createStaffSession({
      apiUrl: 'https://api.example.com',
      storage: sessionStorage,
      now,
      fetchImpl: fakeFetch({ '/api/staff/me': { status: 401, body: { message: 'x' } } }).fetchImpl,
    });
    await ended.start();
    expect(ended.getState()).toEqual({ kind: 'signed-out', notice: sessionExpiredText });
    // The page reloads after an ended session: the next one reads why, once.
    const next = createStaffSession({ apiUrl: 'https://api.example.com', storage: sessionStorage, now });
    expect(next.getState()).toEqual({ kind: 'signed-out', notice: sessionExpiredText });
    expect(createStaffSession({ apiUrl: 'https://api.example.com', storage: sessionStorage, now }).getState()).toEqual({ kind: 'signed-out', notice: null });
  });

  it('keeps the token for a retry when the check cannot reach the API', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(tokenKey, token);
    const failing = jest.fn(() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
    const control = createStaffSession({ apiUrl: 'https://api.example.com', storage: sessionStorage, now, fetchImpl: failing });
    await control.start();
    expect(control.getState()).toMatchObject({ kind: 'unreachable' });
    expect(sessionStorage.getItem(tokenKey)).toBe(token);
    logged.mockRestore();
  });
});
