import { routePath, type Profile, type RouteDef } from '@member-site/shared';
import { RouteError } from './route-error';

export interface StepContext {
  route: RouteDef;
  signedIn: boolean;
  /** The member as /auth last said (kept in local storage, so known before it answers on a reload). */
  profile?: Profile | null;
}

/** What the steps decided: show the page, go elsewhere, or show the error page. */
export type StepOutcome = { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'error'; error: RouteError };

type Step = (context: StepContext) => StepOutcome | null;

/**
 * Guests on member routes go to /login; a signed-in visitor on the landing page goes to /playgame;
 * a member whose password staff reset sees no member page but the password change (ADR 0050).
 */
const auth: Step = ({ route, signedIn, profile }) => {
  if (route.access === 'member' && !signedIn) return { kind: 'redirect', to: routePath('login') };
  if (route.access === 'visitor' && signedIn) return { kind: 'redirect', to: routePath('playgame') };
  if (route.access === 'member' && profile?.password_change_required && route.page !== 'password-change')
    return { kind: 'redirect', to: routePath('passwordChange') };
  return null;
};

const steps: Record<string, Step> = { auth };

/** Runs a route's steps in order; an unknown step is a 500 "Unknown middleware". */
export function runSteps(names: readonly string[], context: StepContext): StepOutcome {
  for (const name of names) {
    const step = Object.hasOwn(steps, name) ? steps[name] : undefined;
    if (!step) return { kind: 'error', error: new RouteError(500, 'Unknown middleware') };
    const outcome = step(context);
    if (outcome) return outcome;
  }
  return { kind: 'render' };
}
