import {
  isAuthUser,
  isCreditResponse,
  isGameItemList,
  isLineExchangeResponse,
  isLoginResponse,
  isLuckyWheelState,
  isSiteNewsList,
  isThemeResponse,
  isWalletResponse,
} from './checks.generated';

const game = { id: 'slot-a', name: 'A', category: 'slot', provider: 'p', image: 'https://x/a.svg', tags: ['ใหม่'] };
const news = { id: 'n1', title: 'โปร', body: 'b', image: 'https://x/n.svg', startsAt: '2026-01-01', endsAt: null };
const user = { username: '0812345678', username2: 'D1', password: 'sb', web_agent_group: 'member', site_api: 'https://sb/' };

describe('generated answer checks', () => {
  it('accept good answers, extra fields included (the API may send more)', () => {
    expect(isLoginResponse({ accessToken: 't', expiresIn: 3600 })).toBe(true);
    expect(isAuthUser(user)).toBe(true);
    expect(isAuthUser({ ...user, client_api: null, extra: 1 })).toBe(true);
    expect(isCreditResponse({ credit: '1500.50' })).toBe(true);
    expect(isWalletResponse({ data: { balance: 12.5 } })).toBe(true);
    expect(isGameItemList({ data: [game, game] })).toBe(true);
    expect(isSiteNewsList({ data: [news, { ...news, endsAt: '2026-02-01' }] })).toBe(true);
    expect(isThemeResponse({ data: [{ logo: 'l' }, {}] })).toBe(true);
    expect(isLineExchangeResponse({ status: 'register', lineRegistrationToken: 'r', displayName: 'ส' })).toBe(true);
  });

  it('reject a missing field', () => {
    expect(isLoginResponse({ expiresIn: 3600 })).toBe(false);
    expect(isAuthUser({ ...user, site_api: undefined })).toBe(false);
    expect(isLuckyWheelState({ spinsLeft: 1 })).toBe(false);
  });

  it('reject a wrong type, a bad number and a pattern miss', () => {
    expect(isLoginResponse({ accessToken: 7, expiresIn: 3600 })).toBe(false);
    expect(isLoginResponse({ accessToken: '', expiresIn: 3600 })).toBe(false);
    expect(isLuckyWheelState({ spinsLeft: 1.5, segments: [] })).toBe(false);
    expect(isCreditResponse({ credit: 'lots' })).toBe(false);
    expect(isCreditResponse({ credit: 1500 })).toBe(false);
    expect(isGameItemList([game])).toBe(false);
    expect(isGameItemList('{"data":[]}')).toBe(false);
  });

  it('reject one bad item deep in a list', () => {
    expect(isGameItemList({ data: [game, game, { ...game, tags: ['ok', 3] }] })).toBe(false);
    expect(isGameItemList({ data: [game, null] })).toBe(false);
    expect(isLuckyWheelState({ spinsLeft: 1, segments: [{ label: 'a', color: '#fff' }, { label: 'b' }] })).toBe(false);
    expect(isThemeResponse({ data: [{ logo: 'l' }, { favicon: 5 }] })).toBe(false);
  });

  it('reject null where the contract does not allow it', () => {
    expect(isCreditResponse(null)).toBe(false);
    expect(isSiteNewsList({ data: [{ ...news, title: null }] })).toBe(false);
    expect(isWalletResponse({ data: null })).toBe(false);
    expect(isAuthUser({ ...user, username2: null })).toBe(false);
  });

  it('tell the two LINE answers apart by status', () => {
    expect(isLineExchangeResponse({ status: 'signed-in', accessToken: 't', expiresIn: 1 })).toBe(true);
    expect(isLineExchangeResponse({ status: 'signed-in', lineRegistrationToken: 'r', displayName: 'x' })).toBe(false);
    expect(isLineExchangeResponse({ status: 'other', accessToken: 't', expiresIn: 1 })).toBe(false);
  });
});
