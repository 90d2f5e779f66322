import { pagesOf } from './route-pages';
import { routeLabel, routePath, routes, routeTitle, type RouteDef } from './routes';

describe('route table', () => {
  it('holds the 38 routes of the spec with their canonical spelling, and the responsible-play page', () => {
    const paths = Object.values(routes).map((r) => r.path);
    expect(paths).toHaveLength(39);
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(39);
    expect(routes.responsiblePlay).toMatchObject({ path: '/responsible-play', remote: 'mf_landing', access: 'public', memberLayout: 'main' });
    expect(paths).toEqual(expect.arrayContaining(['/Topup', '/Deposit-withdraw', '/Line/Callback', '/Sport/:sport', '/luckywheel', '/']));
  });

  it('builds the lower-case links the site uses, filling params as given', () => {
    expect(routePath('topup')).toBe('/topup');
    expect(routePath('logout')).toBe('/logout');
    expect(routePath('sportDetail', { sport: 'Football' })).toBe('/sport/Football');
    expect(routePath('sportDetail', { sport: 'a/b c' })).toBe('/sport/a%2Fb%20c');
    expect(() => routePath('sportDetail')).toThrow(/E1 route sportDetail: Missing ":sport" param/);
  });

  it('gives member routes to the right remote and keeps guests out of them', () => {
    expect(routes.topup).toMatchObject({ remote: 'mf_wallet', access: 'member', layout: 'main' });
    expect(routes.index).toMatchObject({ remote: 'mf_landing', access: 'visitor' });
    expect(pagesOf('mf_account')).toEqual(['profile', 'password-change', 'announce', 'setting', 'promotion-code', 'ticket', 'affiliate']);
    expect(Object.values(routes).every((r) => r.steps.includes('auth'))).toBe(true);
  });

  it('names each route once: a title, and a shorter label only where the compact menus differ', () => {
    expect(routeTitle('topup')).toBe('ฝากเงิน');
    expect(routeLabel('topup')).toBe('ฝากเงิน');
    expect(routeTitle('casino')).toBe('คาสิโนสด');
    expect(routeLabel('casino')).toBe('คาสิโน');
    expect(routeTitle('playgame')).toBe('หน้าหลักสมาชิก');
    expect(routeLabel('playgame')).toBe('หน้าหลัก');
    expect(Object.values(routes).every((r) => r.title.trim() !== '')).toBe(true);
  });

  it("gives every member page a lead of its own words: no route's title or label written again in it (ADR 0060)", () => {
    const all: RouteDef[] = Object.values(routes);
    const member = all.filter((r) => r.access === 'member' && r.remote !== 'shell');
    const names = [...new Set(all.flatMap((r) => [r.title, r.label ?? r.title]))];
    for (const route of member) {
      // Two lines on a phone: the largest text of the page's start (the bench's largest paint).
      expect([route.path, (route.lead ?? '').length > 40]).toEqual([route.path, true]);
      expect([route.path, names.filter((name) => route.lead?.includes(name))]).toEqual([route.path, []]);
    }
    // Only the member pages have one: a public page is drawn by its own remote (ADR 0025).
    expect(all.filter((r) => r.lead !== undefined).length).toBe(member.length);
    // The game pages span the chrome's column, and their place does too.
    expect(member.filter((r) => r.wide).map((r) => r.remote)).toEqual(member.filter((r) => r.remote === 'mf_games').map(() => 'mf_games'));
  });
});
