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
