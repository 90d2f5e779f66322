import { pagesOf, routePath, routes } from './routes';

describe('route table', () => {
  it('holds the 38 routes of the spec with their canonical spelling', () => {
    const paths = Object.values(routes).map((r) => r.path);
    expect(paths).toHaveLength(38);
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(38);
    expect(paths).toEqual(expect.arrayContaining(['/Topup', '/Deposit-withdraw', '/Line/Callback', '/Sport/:sport', '/luckywheel', '/']));
  });

  it('builds the lower-case links the site uses, filling params as given', () => {
    expect(routePath('topup')).toBe('/topup');
    expect(routePath('logout')).toBe('/logout');
    expect(routePath('sportDetail', { sport: 'Football' })).toBe('/sport/Football');
    expect(() => routePath('sportDetail')).toThrow(/needs :sport/);
  });

  it('gives member routes to the right remote and keeps guests out of them', () => {
    expect(routes.topup).toMatchObject({ remote: 'mf_wallet', access: 'member', layout: 'main' });
    expect(routes.index).toMatchObject({ remote: 'mf_landing', access: 'visitor' });
    expect(pagesOf('mf_account')).toEqual(['profile', 'password-change', 'announce', 'setting', 'promotion-code', 'ticket', 'affiliate']);
    expect(Object.values(routes).every((r) => r.steps.includes('auth'))).toBe(true);
  });
});
