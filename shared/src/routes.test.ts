import { pagesOf } from './route-pages';
import { routeLeads } from './route-leads';
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
    const all = Object.entries(routes) as [string, RouteDef][];
    const member = all.filter(([, r]) => r.access === 'member' && r.remote !== 'shell').map(([name]) => name);
    const leads: Record<string, string> = routeLeads;
    const names = [...new Set(all.flatMap(([, r]) => [r.title, r.label ?? r.title]))];
    // Only member pages have one (a public page is drawn by its own remote, ADR 0025), and every
    // page of the games, wallet and account remotes does (a new team's page may come without one
    // and show its heading alone), each of two lines on a phone: the largest text of the page's
    // start (the bench's largest paint).
    expect(Object.keys(leads).filter((name) => !member.includes(name))).toEqual([]);
    const teams = ['mf_games', 'mf_wallet', 'mf_account'];
    expect(all.filter(([name, r]) => member.includes(name) && teams.includes(r.remote) && !leads[name]).map(([name]) => name)).toEqual([]);
    for (const name of Object.keys(leads)) {
      expect([name, (leads[name] ?? '').length > 40]).toEqual([name, true]);
      expect([name, names.filter((title) => leads[name]?.includes(title))]).toEqual([name, []]);
    }
    // The game pages span the chrome's column, and their place does too.
    const wide = all.filter(([, r]) => r.access === 'member' && r.wide).map(([, r]) => r.remote);
    expect(new Set(wide)).toEqual(new Set(['mf_games']));
    expect(wide).toHaveLength(all.filter(([, r]) => r.access === 'member' && r.remote === 'mf_games').length);
  });
});
