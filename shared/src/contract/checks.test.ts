import { isGameItemList, isLineExchangeResponse, isLuckyWheelState, isRegisterResponse, isSiteNewsList } from './checks.generated';

// The capabilities' answers are our own contract, checked exactly (section 7 is read liberally:
// api/spec-answers.test.ts).

const game = { id: 'slot-a', name: 'A', category: 'slot', provider: 'p', image: 'https://x/a.svg', tags: ['ใหม่'] };
const news = { id: 'n1', title: 'โปร', body: 'b', image: 'https://x/n.svg', startsAt: '2026-01-01', endsAt: null };
const registered = { accessToken: 't', expiresIn: 3600, username: '0812345678' };

describe('generated answer checks', () => {
  it('accept good answers, extra fields included (the API may send more)', () => {
    expect(isRegisterResponse(registered)).toBe(true);
    expect(isRegisterResponse({ ...registered, extra: 1 })).toBe(true);
    expect(isGameItemList({ data: [game, game] })).toBe(true);
    expect(isSiteNewsList({ data: [news, { ...news, endsAt: '2026-02-01' }] })).toBe(true);
    expect(isLineExchangeResponse({ status: 'register', lineRegistrationToken: 'r', displayName: 'ส' })).toBe(true);
  });

  it('reject a missing field', () => {
    expect(isRegisterResponse({ expiresIn: 3600, username: 'u' })).toBe(false);
    expect(isLuckyWheelState({ spinsLeft: 1 })).toBe(false);
  });

  it('reject a wrong type, a bad number and a pattern miss', () => {
    expect(isRegisterResponse({ ...registered, accessToken: 7 })).toBe(false);
    expect(isRegisterResponse({ ...registered, accessToken: '' })).toBe(false);
    expect(isLuckyWheelState({ spinsLeft: 1.5, segments: [] })).toBe(false);
    expect(isGameItemList([game])).toBe(false);
    expect(isGameItemList('{"data":[]}')).toBe(false);
  });

  it('reject one bad item deep in a list', () => {
    expect(isGameItemList({ data: [game, game, { ...game, tags: ['ok', 3] }] })).toBe(false);
    expect(isGameItemList({ data: [game, null] })).toBe(false);
    expect(isLuckyWheelState({ spinsLeft: 1, segments: [{ label: 'a', color: '#fff' }, { label: 'b' }] })).toBe(false);
  });

  it('reject null where the contract does not allow it', () => {
    expect(isRegisterResponse(null)).toBe(false);
    expect(isSiteNewsList({ data: [{ ...news, title: null }] })).toBe(false);
    expect(isGameItemList({ data: null })).toBe(false);
  });

  it('tell the two LINE answers apart by status', () => {
    expect(isLineExchangeResponse({ status: 'signed-in', accessToken: 't', expiresIn: 1 })).toBe(true);
    expect(isLineExchangeResponse({ status: 'signed-in', lineRegistrationToken: 'r', displayName: 'x' })).toBe(false);
    expect(isLineExchangeResponse({ status: 'other', accessToken: 't', expiresIn: 1 })).toBe(false);
  });
});
