import { routes } from '../routes';
import { matchRoute, setPublishedRoutes } from './match-route';

describe('route matching', () => {
  it('matches canonical paths case-insensitively', () => {
    expect(matchRoute('/topup')?.route).toBe(routes.topup);
    expect(matchRoute('/Topup')?.route).toBe(routes.topup);
    expect(matchRoute('/line/callback')?.route).toBe(routes.lineCallback);
    expect(matchRoute('/')?.route).toBe(routes.index);
  });

  it('fills route parameters and tells /Sport from /Sport/:sport', () => {
    expect(matchRoute('/sport')?.route).toBe(routes.sport);
    expect(matchRoute('/sport/football')).toEqual({ name: 'sportDetail', route: routes.sportDetail, params: { sport: 'football' } });
  });

  it('allows a trailing slash and decodes parameters', () => {
    expect(matchRoute('/topup/')?.route).toBe(routes.topup);
    expect(matchRoute('/')?.route).toBe(routes.index);
    expect(matchRoute('/sport/%E0%B8%9F%E0%B8%B8%E0%B8%95%E0%B8%9A%E0%B8%AD%E0%B8%A5')?.params).toEqual({ sport: 'ฟุตบอล' });
    expect(matchRoute('/sport/%E0%A4%A')?.params).toEqual({ sport: '%E0%A4%A' });
  });

  it('matches nothing for unknown paths', () => {
    expect(matchRoute('/topupx')).toBeNull();
    expect(matchRoute('//topup')).toBeNull();
    expect(matchRoute('/sport/a/b')).toBeNull();
    expect(matchRoute('/no-such-page')).toBeNull();
    expect(matchRoute('/topup/extra')).toBeNull();
  });
});

describe('routes the live remotes published (ADR 0057)', () => {
  const route = (name: string, path: string, page: string) => ({
    name,
    path,
    page,
    title: page,
    layout: 'main' as const,
    access: 'member' as const,
    steps: ['auth'],
  });
  afterEach(() => setPublishedRoutes({}));

  it("routes a remote by its published routes instead of the table's: a page added, one moved; other remotes keep the table", () => {
    setPublishedRoutes({
      mf_wallet: [route('topup', '/Topup', 'topup'), route('voucher', '/Voucher', 'voucher'), route('withdraw', '/Cash-out', 'withdraw')],
      mf_games: undefined,
    });
    expect(matchRoute('/voucher')).toEqual({ name: 'voucher', route: { ...route('voucher', '/Voucher', 'voucher'), remote: 'mf_wallet' }, params: {} });
    expect(matchRoute('/cash-out')?.route).toMatchObject({ remote: 'mf_wallet', page: 'withdraw' });
    // The wallet's table routes it did not publish are gone; another remote's stay.
    expect(matchRoute('/withdraw')).toBeNull();
    expect(matchRoute('/cashback')).toBeNull();
    expect(matchRoute('/playgame')?.route).toBe(routes.playgame);
  });

  it("takes a published route as its remote's own, whatever owner it names", () => {
    setPublishedRoutes({ mf_games: [{ ...route('bonus', '/Bonus', 'bonus'), remote: 'mf_wallet' } as never] });
    expect(matchRoute('/bonus')?.route.remote).toBe('mf_games');
  });

  it('goes back to the table when nothing is published', () => {
    setPublishedRoutes({ mf_wallet: [route('voucher', '/Voucher', 'voucher')] });
    setPublishedRoutes({});
    expect(matchRoute('/voucher')).toBeNull();
    expect(matchRoute('/withdraw')?.route).toBe(routes.withdraw);
  });
});
