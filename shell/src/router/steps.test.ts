import { routes, type Profile } from '@member-site/shared';
import { runSteps } from './steps';

describe('route steps', () => {
  it('sends a guest on a member route to /login', () => {
    expect(runSteps(['auth'], { route: routes.topup, signedIn: false })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets a member through to a member route', () => {
    expect(runSteps(['auth'], { route: routes.topup, signedIn: true })).toEqual({ kind: 'render' });
  });

  it('sends a signed-in visitor on / to /playgame, and lets a guest see it', () => {
    expect(runSteps(['auth'], { route: routes.index, signedIn: true })).toEqual({ kind: 'redirect', to: '/playgame' });
    expect(runSteps(['auth'], { route: routes.index, signedIn: false })).toEqual({ kind: 'render' });
  });

  it('leaves public routes open to both', () => {
    expect(runSteps(['auth'], { route: routes.activity, signedIn: false })).toEqual({ kind: 'render' });
    expect(runSteps(['auth'], { route: routes.login, signedIn: true })).toEqual({ kind: 'render' });
  });

  describe('after staff reset the password (ADR 0050)', () => {
    const member: Profile = { username: '0812345678', username2: 'DEMO01', web_agent_group: 'member', site_api: '' };
    const flagged: Profile = { ...member, password_change_required: true };

    it('sends a flagged member on any other member route to /password-change', () => {
      for (const route of [routes.playgame, routes.casino, routes.topup, routes.withdraw, routes.profile, routes.setting]) {
        expect(runSteps(['auth'], { route, signedIn: true, profile: flagged })).toEqual({ kind: 'redirect', to: '/password-change' });
      }
    });

    it('lets a flagged member stay on /password-change, and on /logout and the public pages', () => {
      for (const route of [routes.passwordChange, routes.logout, routes.activity, routes.promotion, routes.responsiblePlay, routes.login]) {
        expect(runSteps(['auth'], { route, signedIn: true, profile: flagged })).toEqual({ kind: 'render' });
      }
    });

    it('changes nothing for a member without the flag (an operator API never sends it) or a guest', () => {
      for (const profile of [member, { ...member, password_change_required: false }, null, undefined]) {
        expect(runSteps(['auth'], { route: routes.playgame, signedIn: true, profile })).toEqual({ kind: 'render' });
      }
      // A guest still goes to /login first, whatever a stale profile says.
      expect(runSteps(['auth'], { route: routes.playgame, signedIn: false, profile: flagged })).toEqual({ kind: 'redirect', to: '/login' });
    });
  });

  it('answers an unknown step with 500 "Unknown middleware"', () => {
    for (const names of [['auth', 'maintenance'], ['toString']]) {
      const outcome = runSteps(names, { route: routes.ticket, signedIn: true });
      expect(outcome).toMatchObject({ kind: 'error', error: { status: 500, message: 'Unknown middleware' } });
    }
  });
});
