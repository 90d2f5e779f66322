import { routes } from '@member-site/shared';
import { runSteps } from './steps';

function outcome(fn: () => void): { redirect?: string | null; status?: number; data?: unknown } | 'passed' {
  try {
    fn();
    return 'passed';
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get('Location'), status: thrown.status };
    const t = thrown as { data?: unknown; init?: { status?: number } };
    return { status: t.init?.status, data: t.data };
  }
}

describe('route steps', () => {
  it('sends a guest on a member route to /login', () => {
    expect(outcome(() => runSteps(['auth'], { route: routes.topup, signedIn: false }))).toMatchObject({ redirect: '/login' });
  });

  it('lets a member through to a member route', () => {
    expect(outcome(() => runSteps(['auth'], { route: routes.topup, signedIn: true }))).toBe('passed');
  });

  it('sends a signed-in visitor on / to /playgame, and lets a guest see it', () => {
    expect(outcome(() => runSteps(['auth'], { route: routes.index, signedIn: true }))).toMatchObject({ redirect: '/playgame' });
    expect(outcome(() => runSteps(['auth'], { route: routes.index, signedIn: false }))).toBe('passed');
  });

  it('leaves public routes open to both', () => {
    expect(outcome(() => runSteps(['auth'], { route: routes.activity, signedIn: false }))).toBe('passed');
    expect(outcome(() => runSteps(['auth'], { route: routes.login, signedIn: true }))).toBe('passed');
  });

  it('answers an unknown step with 500 "Unknown middleware"', () => {
    expect(outcome(() => runSteps(['auth', 'maintenance'], { route: routes.ticket, signedIn: true }))).toMatchObject({
      status: 500,
      data: 'Unknown middleware',
    });
    // Object.prototype names are not steps either.
    expect(outcome(() => runSteps(['toString'], { route: routes.ticket, signedIn: true }))).toMatchObject({ status: 500 });
  });
});
