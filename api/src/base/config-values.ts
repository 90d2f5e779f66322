// The checks every configuration reader shares (config.ts, wallet-config.ts): one place for E2.

export type Env = Record<string, string | undefined>;

export function configError(message: string): Error {
  return new Error(`[api] E2 ${message}`);
}

export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw configError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

const loopbackHosts = ['localhost', '::1'];

/** An address only this machine can reach: 127.x.x.x, ::1 or localhost. */
export function isLoopbackHost(host: string): boolean {
  return loopbackHosts.includes(host) || /^127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$/.test(host);
}

/** The switches that make the API a demo: each lets someone in or hands out what only a member may have. */
const demoSwitches: readonly [name: string, on: (env: Env) => boolean][] = [
  ['API_SEED_DEMO', (env) => env.API_SEED_DEMO === '1'],
  ['API_LINE_DOUBLE', (env) => env.API_LINE_DOUBLE === '1'],
  ['API_DEV_SMS', (env) => env.API_DEV_SMS === '1'],
  ['API_ENABLE_TEST_ROUTES', (env) => env.API_ENABLE_TEST_ROUTES === '1'],
];

/** The value of API_DEMO_ON_NETWORK that lets demo switches run on a non-loopback address. */
export const demoOnNetworkConsent = 'i-understand';

/**
 * Refuses to start a demo that others can reach: demo members with published passwords, the LINE
 * double (the caller picks the LINE user), printed one-time codes, unauthenticated test routes.
 * An operator who really wants one on a network says so with API_DEMO_ON_NETWORK=i-understand.
 */
export function refuseDemoOnNetwork(env: Env, host: string): void {
  const on = demoSwitches.filter(([, isOn]) => isOn(env)).map(([name]) => name);
  if (on.length === 0 || isLoopbackHost(host) || env.API_DEMO_ON_NETWORK === demoOnNetworkConsent) return;
  throw configError(
    `${on.join(', ')} ${on.length === 1 ? 'is' : 'are'} for a demo on this machine: refused while the API listens on ${host}. ` +
      `Listen on 127.0.0.1, turn ${on.length === 1 ? 'it' : 'them'} off, or set API_DEMO_ON_NETWORK=${demoOnNetworkConsent}`,
  );
}
