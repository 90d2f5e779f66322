import { createHash } from 'node:crypto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiPaths, routePath, type LineLoginConfig } from '@member-site/shared';
import { leaveFor } from '../features/line/redirect';
import { oauthStateKey, registrationKey } from '../features/line/storage';
import {
  apiError,
  createFakeApi,
  createFakeSession,
  createPageProps,
  renderPage,
  testConfig,
  type PagePropsOptions,
  type TestPageProps,
} from '@member-site/shared/testing';
import IndexPage from './IndexPage';
import LineCallbackPage from './LineCallbackPage';
import LineLoginPage from './LineLoginPage';
import LinePage from './LinePage';
import LineRegisterPage from './LineRegisterPage';
import LoginPage from './LoginPage';

jest.mock('../features/line/redirect', () => ({ leaveFor: jest.fn() }));

const line: LineLoginConfig = {
  channelId: '1650000000',
  callbackUrl: 'https://site.test/Line/Callback',
  authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
};
const state = '0123456789abcdef0123456789abcdef';
const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

function props(overrides: PagePropsOptions = {}, withLine = true): TestPageProps {
  return createPageProps({ config: { ...testConfig, line: withLine ? line : null }, ...overrides });
}

function storeState(value: Partial<{ state: string; intent: string; createdAt: number }> = {}) {
  window.sessionStorage.setItem(
    oauthStateKey,
    JSON.stringify({ state, intent: 'login', createdAt: Date.now(), codeVerifier: verifier, nonce: 'f'.repeat(32), ...value }),
  );
}

async function renderCallback(search: string, overrides: PagePropsOptions = {}) {
  const api = createFakeApi({
    [apiPaths.lineExchange]: () => ({ status: 'signed-in', accessToken: 'line-token', expiresIn: 3600 }),
  });
  const p = props({ page: 'line-callback', path: `${routePath('lineCallback')}${search}`, api, ...overrides });
  await act(async () => void renderPage(<LineCallbackPage />, p));
  return { ...p, api };
}

beforeEach(() => {
  window.sessionStorage.clear();
  jest.mocked(leaveFor).mockReset();
});

describe('/Line', () => {
  it('offers log in and register with LINE, and the ordinary login', () => {
    renderPage(<LinePage />, props({ page: 'line' }));
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบด้วย LINE' })).toHaveAttribute('href', routePath('lineLogin'));
    expect(screen.getByRole('link', { name: 'สมัครสมาชิกด้วย LINE' })).toHaveAttribute('href', routePath('lineRegister'));
    expect(screen.getByRole('link', { name: 'ไปหน้าเข้าสู่ระบบ' })).toHaveAttribute('href', routePath('login'));
    // The background layout already draws <main>.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('without LINE says it is not available and links to the login page, with no LINE buttons', () => {
    renderPage(<LinePage />, props({ page: 'line' }, false));
    expect(screen.getByRole('alert')).toHaveTextContent('ยังไม่เปิดให้เข้าสู่ระบบด้วย LINE');
    expect(screen.getByRole('link', { name: 'ไปหน้าเข้าสู่ระบบ' })).toHaveAttribute('href', routePath('login'));
    expect(screen.queryByRole('link', { name: /ด้วย LINE/ })).not.toBeInTheDocument();
  });
});

describe('/Line/login and /Line/register', () => {
  it('stores a random state, PKCE verifier and nonce, and leaves for the exact authorize URL', async () => {
    renderPage(<LineLoginPage />, props({ page: 'line-login' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalled());
    const stored = JSON.parse(window.sessionStorage.getItem(oauthStateKey) ?? 'null');
    expect(stored).toEqual({
      state: expect.stringMatching(/^[0-9a-f]{32}$/),
      intent: 'login',
      createdAt: expect.any(Number),
      codeVerifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(leaveFor).toHaveBeenCalledTimes(1);
    expect(leaveFor).toHaveBeenCalledWith(
      `https://access.line.me/oauth2/v2.1/authorize?response_type=code&client_id=1650000000&redirect_uri=${encodeURIComponent(
        'https://site.test/Line/Callback',
      )}&state=${stored.state}&scope=profile%20openid&nonce=${stored.nonce}&code_challenge=${createHash('sha256')
        .update(stored.codeVerifier)
        .digest('base64url')}&code_challenge_method=S256`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('กำลังไปที่ LINE…');
  });

  it('uses a new state each time and records the register intent', async () => {
    const first = renderPage(<LineLoginPage />, props({ page: 'line-login' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    const firstState = JSON.parse(window.sessionStorage.getItem(oauthStateKey) ?? 'null').state;
    first.unmount();
    renderPage(<LineRegisterPage />, props({ page: 'line-register' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(2));
    const second = JSON.parse(window.sessionStorage.getItem(oauthStateKey) ?? 'null');
    expect(second.intent).toBe('register');
    expect(second.state).not.toBe(firstState);
  });

  it('goes nowhere without LINE', () => {
    renderPage(<LineRegisterPage />, props({ page: 'line-register' }, false));
    expect(leaveFor).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('ยังไม่เปิดให้เข้าสู่ระบบด้วย LINE');
  });
});

describe('/Line/Callback', () => {
  it('refuses a state that does not match, without calling the API, and spends the stored one', async () => {
    storeState();
    const { api, navigate } = await renderCallback(`?code=abc&state=${'f'.repeat(32)}`);
    expect(api.post).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('การเชื่อมต่อ LINE ไม่ถูกต้องหรือหมดเวลา กรุณาลองใหม่');
    expect(screen.getByRole('link', { name: 'ลองใหม่อีกครั้ง' })).toHaveAttribute('href', routePath('line'));
    expect(screen.getByRole('link', { name: 'ไปหน้าเข้าสู่ระบบ' })).toHaveAttribute('href', routePath('login'));
    expect(window.sessionStorage.getItem(oauthStateKey)).toBeNull();
    // The spent callback address is not one to come back to.
    fireEvent.click(screen.getByRole('link', { name: 'ลองใหม่อีกครั้ง' }));
    expect(navigate).toHaveBeenCalledWith(routePath('line'), { replace: true });
  });

  it('refuses when no state was stored in this tab', async () => {
    const { api } = await renderCallback(`?code=abc&state=${state}`);
    expect(api.post).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('การเชื่อมต่อ LINE ไม่ถูกต้องหรือหมดเวลา');
  });

  it('refuses a state older than 10 minutes', async () => {
    storeState({ createdAt: Date.now() - 10 * 60 * 1000 - 1 });
    const { api } = await renderCallback(`?code=abc&state=${state}`);
    expect(api.post).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('หมดเวลา');
  });

  it('says the visitor cancelled when LINE answers access_denied', async () => {
    storeState({ intent: 'register' });
    const { api } = await renderCallback(`?error=access_denied&error_description=user+cancelled&state=${state}`);
    expect(api.post).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('คุณยกเลิกการเชื่อมต่อกับ LINE');
    expect(screen.getByRole('link', { name: 'ลองใหม่อีกครั้ง' })).toHaveAttribute('href', routePath('lineRegister'));
  });

  it('with the matching state exchanges the code and signs a known LINE account in', async () => {
    storeState();
    const { api, session, navigate } = await renderCallback(`?code=the-code&state=${state}`);
    expect(api.post).toHaveBeenCalledWith(apiPaths.lineExchange, {
      code: 'the-code',
      redirectUri: line.callbackUrl,
      codeVerifier: verifier,
      nonce: 'f'.repeat(32),
    });
    expect(session.signIn).toHaveBeenCalledWith('line-token');
    expect(navigate).toHaveBeenCalledWith(routePath('playgame'), { replace: true });
    expect(window.sessionStorage.getItem(oauthStateKey)).toBeNull();
  });

  it('with an unknown LINE account keeps the ticket and goes on to the register form', async () => {
    storeState({ intent: 'register' });
    const api = createFakeApi({
      [apiPaths.lineExchange]: () => ({ status: 'register', lineRegistrationToken: 'reg-ticket', displayName: 'สมชาย' }),
    });
    const { session, navigate } = await renderCallback(`?code=the-code&state=${state}`, { api });
    expect(session.signIn).not.toHaveBeenCalled();
    expect(JSON.parse(window.sessionStorage.getItem(registrationKey) ?? 'null')).toEqual({
      lineRegistrationToken: 'reg-ticket',
      displayName: 'สมชาย',
      fromLogin: false,
    });
    expect(navigate).toHaveBeenCalledWith(routePath('register'), { replace: true });
  });

  it('goes to the one-time-code page instead when registerMode is "4"', async () => {
    storeState({ intent: 'login' });
    const api = createFakeApi({
      [apiPaths.lineExchange]: () => ({ status: 'register', lineRegistrationToken: 'reg-ticket', displayName: 'สมชาย' }),
    });
    const session = createFakeSession({ website: { registerMode: '4' } });
    const { navigate } = await renderCallback(`?code=the-code&state=${state}`, { api, session });
    expect(navigate).toHaveBeenCalledWith(routePath('registerOtp'), { replace: true });
  });

  it('shows the server message when the exchange fails, with a way to try again', async () => {
    storeState({ intent: 'login' });
    const api = createFakeApi({
      [apiPaths.lineExchange]: () => {
        throw apiError(400, 'LINE_FAILED', 'ไม่สามารถยืนยันตัวตนกับ LINE ได้');
      },
    });
    const { navigate } = await renderCallback(`?code=the-code&state=${state}`, { api });
    expect(screen.getByRole('alert')).toHaveTextContent('ไม่สามารถยืนยันตัวตนกับ LINE ได้');
    expect(screen.getByRole('link', { name: 'ลองใหม่อีกครั้ง' })).toHaveAttribute('href', routePath('lineLogin'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('without LINE configured does nothing but explain', async () => {
    storeState();
    const { api } = await renderCallback(`?code=abc&state=${state}`, { config: { ...testConfig, line: null } });
    expect(api.post).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('ยังไม่เปิดให้เข้าสู่ระบบด้วย LINE');
  });
});

describe('LINE on the login forms', () => {
  it('the login page and the landing page offer "log in with LINE" when configured', () => {
    const login = renderPage(<LoginPage />, props({ page: 'login' }));
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบด้วย LINE' })).toHaveAttribute('href', routePath('lineLogin'));
    login.unmount();
    renderPage(<IndexPage />, props({ page: 'index' }));
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบด้วย LINE' })).toHaveAttribute('href', routePath('lineLogin'));
  });

  it('hide it when config.line is null', () => {
    const login = renderPage(<LoginPage />, props({ page: 'login' }, false));
    expect(screen.queryByRole('link', { name: /LINE/ })).not.toBeInTheDocument();
    login.unmount();
    renderPage(<IndexPage />, props({ page: 'index' }, false));
    expect(screen.queryByRole('link', { name: /ด้วย LINE/ })).not.toBeInTheDocument();
  });
});

describe('LINE and the API’s capabilities (ADR 0029)', () => {
  const noLine = () => createFakeSession({ capabilities: ['register'] });

  it('configured but not offered by the API: no LINE button on the login, landing and register forms', () => {
    const login = renderPage(<LoginPage />, props({ page: 'login', session: noLine() }));
    expect(screen.queryByRole('link', { name: /LINE/ })).not.toBeInTheDocument();
    login.unmount();
    renderPage(<IndexPage />, props({ page: 'index', session: noLine() }));
    expect(screen.queryByRole('link', { name: /ด้วย LINE/ })).not.toBeInTheDocument();
  });

  it('keeps the prerendered LINE button while the capabilities are not known', () => {
    renderPage(<LoginPage />, props({ page: 'login', session: createFakeSession({ capabilities: null }) }));
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeInTheDocument();
  });

  it('/Line not offered: the not-open note, with the login and home links and no LINE buttons', () => {
    renderPage(<LinePage />, props({ page: 'line', session: noLine() }));
    expect(screen.getByRole('alert')).toHaveTextContent('ยังไม่เปิดให้เข้าสู่ระบบด้วย LINE');
    expect(screen.getByRole('link', { name: 'ไปหน้าเข้าสู่ระบบ' })).toHaveAttribute('href', routePath('login'));
    expect(screen.getByRole('link', { name: 'กลับหน้าหลัก' })).toHaveAttribute('href', routePath('index'));
    expect(screen.queryByRole('link', { name: /ด้วย LINE/ })).not.toBeInTheDocument();
  });

  it('/Line/login waits while not known, then goes to LINE once offered; never when not offered', async () => {
    const session = createFakeSession({ capabilities: null });
    renderPage(<LineLoginPage />, props({ page: 'line-login', session }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(oauthStateKey)).toBeNull();
    act(() => session.set('capabilities', ['line']));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
  });

  it('/Line/register not offered: explains and goes nowhere', () => {
    renderPage(<LineRegisterPage />, props({ page: 'line-register', session: noLine() }));
    expect(leaveFor).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('ยังไม่เปิดให้เข้าสู่ระบบด้วย LINE');
  });

  it('/Line/Callback exchanges nothing while not known, and nothing when not offered', async () => {
    storeState();
    const session = createFakeSession({ capabilities: null });
    const { api } = await renderCallback(`?code=abc&state=${state}`, { session });
    expect(api.paths()).toEqual([]);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => session.set('capabilities', []));
    expect(api.paths()).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('ยังไม่เปิดให้เข้าสู่ระบบด้วย LINE');
  });

  it('/Line/Callback exchanges the code once the API is known to offer LINE', async () => {
    storeState();
    const session = createFakeSession({ capabilities: null });
    const { api } = await renderCallback(`?code=abc&state=${state}`, { session });
    await act(async () => session.set('capabilities', ['line']));
    expect(api.paths()).toEqual([apiPaths.lineExchange]);
  });
});
