import {
  authEndpoint,
  creditEndpoint,
  eventLogEndpoint,
  loginEndpoint,
  logoutEndpoint,
  walletEndpoint,
} from '../contract/checks.generated';
import type { AuthUser, EventLogRequest, LoginRequest, LoginResponse } from '../contract/session';
import { toMoneyText } from '../money';
import { texts } from '../texts';
import { ApiError, type ApiClient, call } from './client';

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
    restriction: user.restriction ?? null,
    ...(user.reality_check ? { reality_check: user.reality_check } : {}),
  };
}

/** The contract has already checked the shape; an amount that still will not read is malformed. */
function moneyOf(value: string | number, endpoint: string): string {
  const money = toMoneyText(value);
  if (money !== null) return money;
  console.error(`[shared] E3 malformed answer from ${endpoint}`);
  throw new ApiError(200, 'MALFORMED', texts.malformedAnswer);
}

/** The credit as a two-decimal string ("1500.00"): never a float (ADR 0010). */
export async function fetchCredit(api: ApiClient): Promise<string> {
  return moneyOf((await call(api, creditEndpoint)).credit, 'credit');
}

/** The bonus wallet as a two-decimal string; the spec lets it come as a number too. */
export async function fetchBonusWallet(api: ApiClient): Promise<string> {
  return moneyOf((await call(api, walletEndpoint)).data.balance, 'wallet');
}

export async function sendEventLog(api: ApiClient, lastEntry: string, userAgent: string): Promise<void> {
  const body: EventLogRequest = { ip_address: '{ip}', user_agent: userAgent, last_entry: lastEntry };
  await call(api, eventLogEndpoint, { body });
}
