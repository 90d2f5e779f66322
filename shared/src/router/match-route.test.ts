import { routes } from '../routes';
import { matchRoute } from './match-route';

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
