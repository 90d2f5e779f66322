import { data, redirect } from 'react-router-dom';
import { routePath, type RouteDef } from '@member-site/shared';

export interface StepContext {
  route: RouteDef;
  signedIn: boolean;
}

type Step = (context: StepContext) => void;

/** Guests on member routes go to /login; a signed-in visitor on the landing page goes to /playgame. */
const auth: Step = ({ route, signedIn }) => {
  if (route.access === 'member' && !signedIn) throw redirect(routePath('login'));
  if (route.access === 'visitor' && signedIn) throw redirect(routePath('playgame'));
};

const steps: Record<string, Step> = { auth };

/** Runs a route's steps in order; an unknown step is a 500 "Unknown middleware". */
export function runSteps(names: readonly string[], context: StepContext): void {
  for (const name of names) {
    const step = Object.hasOwn(steps, name) ? steps[name] : undefined;
    if (!step) throw data('Unknown middleware', { status: 500 });
    step(context);
  }
}
