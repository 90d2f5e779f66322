import { defaultRuntimeConfig, routes } from '@member-site/shared';
import { stepsFor } from './match';

describe('route steps', () => {
  it("adds an operator's extra steps after 'auth'", () => {
    expect(stepsFor(routes.ticket, { ...defaultRuntimeConfig, routeSteps: { '/ticket': ['maintenance'] } })).toEqual(['auth', 'maintenance']);
    expect(stepsFor(routes.topup, defaultRuntimeConfig)).toEqual(['auth']);
  });
});
