import { routes } from '@member-site/shared';
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

  it('answers an unknown step with 500 "Unknown middleware"', () => {
    for (const names of [['auth', 'maintenance'], ['toString']]) {
      const outcome = runSteps(names, { route: routes.ticket, signedIn: true });
      expect(outcome).toMatchObject({ kind: 'error', error: { status: 500, message: 'Unknown middleware' } });
    }
  });
});
