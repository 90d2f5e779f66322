import {
  authEndpoint,
  creditEndpoint,
  eventLogEndpoint,
  loginEndpoint,
  logoutEndpoint,
  walletEndpoint,
} from '../contract/checks.generated';
import type { AuthUser, EventLogRequest, LoginRequest, LoginResponse } from '../contract/session';
import { type ApiClient, call } from './client';

export async function login(api: ApiClient, request: LoginRequest): Promise<LoginResponse> {
  return call(api, loginEndpoint, { body: request });
}

export async function logout(api: ApiClient): Promise<void> {
  await call(api, logoutEndpoint);
}

export async function fetchAuthUser(api: ApiClient): Promise<AuthUser> {
  const user = await call(api, authEndpoint);
  // Only the contract's fields are kept: whatever else an operator's API sends stays out of storage.
  return {
    username: user.username,
    username2: user.username2,
    password: user.password,
    web_agent_group: user.web_agent_group,
    site_api: user.site_api,
    client_api: user.client_api ?? null,
  };
}

/** Parses a money amount sent as a number or numeric string; NaN when it is neither. */
export function toAmount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

export async function fetchCredit(api: ApiClient): Promise<number> {
  return toAmount((await call(api, creditEndpoint)).credit);
}

export async function fetchBonusWallet(api: ApiClient): Promise<number> {
  return toAmount((await call(api, walletEndpoint)).data.balance);
}

export async function sendEventLog(api: ApiClient, lastEntry: string, userAgent: string): Promise<void> {
  const body: EventLogRequest = { ip_address: '{ip}', user_agent: userAgent, last_entry: lastEntry };
  await call(api, eventLogEndpoint, { body });
}
