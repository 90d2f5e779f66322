import { apiPaths, type AuthUser, type RuntimeConfig } from '@member-site/shared';
import { createFakeApi, failWith } from '@member-site/shared/testing';
import { launchGame } from './launcher';
import { leaveTo } from './leave-to';
import { sportsbookAddress, sportsbookForm } from './sportsbook';

jest.mock('./leave-to', () => ({ leaveTo: jest.fn() }));
jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  showWarning: jest.fn(() => Promise.resolve()),
}));
const { showWarning } = jest.requireMock('@member-site/shared') as { showWarning: jest.Mock };
const leave = leaveTo as jest.Mock;

const user: AuthUser = {
  username: '0812345678',
  username2: 'DEMO01',
  password: 'sb-secret',
  web_agent_group: 'member',
  site_api: 'https://sb.example.com/',
};
const config: RuntimeConfig = { apiUrl: 'https://api.example.com', siteTitle: 'x', gameOrigins: ['https://sb.example.com', 'https://lotto.example.com'] };

/** The lotto and trading login endpoints, all giving the same answer. */
function api(answer: unknown) {
  const reply = () => answer;
  return createFakeApi({ [apiPaths.lottoLogin]: reply, [apiPaths.hotgraphLogin]: reply, [apiPaths.hotgraphGameLogin]: reply });
}

beforeEach(() => {
  leave.mockClear();
  showWarning.mockClear();
});

describe('sportsbook auto-login', () => {
  it('carries exactly username, password, hash, lang th, state and the return address', () => {
    const url = new URL(sportsbookAddress(user, 'esport', 'https://site.example.com/playgame', 'standard') ?? '');
    expect(url.origin + url.pathname).toBe('https://sb.example.com/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      username: '0812345678',
      password: 'sb-secret',
      hash: btoa('0812345678:sb-secret'),
      lang: 'th',
      state: 'esport',
      return: 'https://site.example.com/playgame',
    });
  });

  it('gives viewbet members the other form only from the playgame menu', () => {
    const viewbet = { ...user, web_agent_group: 'viewbet' };
    expect(sportsbookForm(viewbet, 'playgame')).toBe('viewbet');
    expect(sportsbookForm(viewbet, 'menu')).toBe('standard');
    expect(sportsbookForm(user, 'playgame')).toBe('standard');
    expect(new URL(sportsbookAddress(viewbet, 'sport', 'https://s/', 'viewbet') ?? '').pathname).toBe('/viewbet/');
  });

  it('goes there without logging, and refuses a site_api off the allow-list', async () => {
    await launchGame('sport', { user, services: { api: api({}), config }, from: 'menu' });
    expect(leave).toHaveBeenCalledTimes(1);
    await launchGame('sport', { user: { ...user, site_api: 'https://sb.example.com.evil.test/' }, services: { api: api({}), config }, from: 'menu' });
    expect(leave).toHaveBeenCalledTimes(1);
    expect(showWarning).toHaveBeenCalledWith('ปลายทางนี้ไม่ปลอดภัย ระบบจึงไม่เปิดให้ กรุณาติดต่อเจ้าหน้าที่');
  });

  it.each([
    ['site_api', { site_api: '' }],
    ['the sportsbook credential', { password: '' }],
  ])('says in Thai that the sportsbook is not available when the member has no %s', async (_missing, change) => {
    await launchGame('sport', { user: { ...user, ...change }, services: { api: api({}), config }, from: 'menu' });
    expect(showWarning).toHaveBeenCalledWith('ระบบกีฬายังไม่พร้อมให้บริการสำหรับบัญชีนี้ กรุณาติดต่อเจ้าหน้าที่');
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it.each(['sportsbook', '//', 'javascript:alert(1)'])('warns in Thai, never fails silently, for a site_api of %j', async (siteApi) => {
    await expect(launchGame('sport', { user: { ...user, site_api: siteApi }, services: { api: api({}), config }, from: 'menu' })).resolves.toBeUndefined();
    expect(showWarning).toHaveBeenCalledWith('ปลายทางนี้ไม่ปลอดภัย ระบบจึงไม่เปิดให้ กรุณาติดต่อเจ้าหน้าที่');
    expect(leaveTo).not.toHaveBeenCalled();
  });
});

describe('lotto and trading logins', () => {
  it('lotto code 0 goes to the allowed url', async () => {
    await launchGame('lotto', { user, services: { api: api({ code: 0, url: 'https://lotto.example.com/play?t=1' }), config }, from: 'menu' });
    expect((leave.mock.calls[0]?.[0] as URL).href).toBe('https://lotto.example.com/play?t=1');
  });

  it('trading posts username, password and isMobile, and follows Url', async () => {
    const client = api({ code: 0, Url: 'https://lotto.example.com/trade' });
    await launchGame('trading', { user, services: { api: client, config }, from: 'menu' });
    expect(client.post).toHaveBeenCalledWith('/api/v1/member/loginGame/hotgraph', { username: '0812345678', password: 'sb-secret', isMobile: true });
    expect((leave.mock.calls[0]?.[0] as URL).href).toBe('https://lotto.example.com/trade');
  });

  it('uses GET /hotgraph/login when the operator configures that form', async () => {
    const client = api({ code: 0, url: 'https://lotto.example.com/trade-get' });
    await launchGame('trading', { user, services: { api: client, config: { ...config, tradingLogin: 'get' } }, from: 'menu' });
    expect(client.get).toHaveBeenCalledWith('/hotgraph/login');
    expect(client.post).not.toHaveBeenCalled();
    expect((leave.mock.calls[0]?.[0] as URL).href).toBe('https://lotto.example.com/trade-get');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'https://lotto.example.com.evil.test/'])('refuses %s', async (url) => {
    await launchGame('lotto', { user, services: { api: api({ code: 0, url }), config }, from: 'menu' });
    expect(leave).not.toHaveBeenCalled();
    expect(showWarning).toHaveBeenCalled();
  });

  it("shows the server's message as text when the code is not 0, and the error when the call fails", async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    await launchGame('lotto', { user, services: { api: api({ code: 5, message: hostile }), config }, from: 'menu' });
    expect(showWarning).toHaveBeenLastCalledWith(hostile);
    const failing = createFakeApi({ [apiPaths.lottoLogin]: failWith(503, 'X', 'ระบบหวยปิดปรับปรุง') });
    await launchGame('lotto', { user, services: { api: failing, config }, from: 'menu' });
    expect(showWarning).toHaveBeenLastCalledWith('ระบบหวยปิดปรับปรุง');
  });
});
