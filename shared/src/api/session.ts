import {
  authEndpoint,
  balanceChangesEndpoint,
  creditEndpoint,
  eventLogEndpoint,
  loginEndpoint,
  logoutEndpoint,
  walletEndpoint,
} from '../contract/checks.generated';
import type { AuthUser, EventLogRequest, LoginRequest } from '../contract/session';
import type { BalanceChange } from '../contract/wallet';
import { type ApiClient, call, read } from './client';
import { readAuthUser, readBonusWallet, readCredit, readLogin } from './spec-answers';

/** The access token (and the device token, from an API that gives one); the server's refusal (its message) or the Thai "malformed" error otherwise. */
export async function login(api: ApiClient, request: LoginRequest): Promise<{ accessToken: string; deviceToken?: string }> {
  return read(api, loginEndpoint, readLogin, { body: request });
}

/** Any 2xx answer, with any body or none, is a signed-out session. */
export async function logout(api: ApiClient): Promise<void> {
  await read(api, logoutEndpoint, () => undefined);
}

/** The member, with only the fields the site uses: whatever else an operator's API sends stays out of storage. */
export async function fetchAuthUser(api: ApiClient): Promise<AuthUser> {
  return read(api, authEndpoint, readAuthUser);
}

/** The credit as a two-decimal string ("1500.00"): never a float (ADR 0010). */
export async function fetchCredit(api: ApiClient): Promise<string> {
  return read(api, creditEndpoint, readCredit);
}

/** Capability balance-changes: the balance now and its version; a new version means it changed. */
export async function fetchBalanceChange(api: ApiClient): Promise<BalanceChange> {
  return call(api, balanceChangesEndpoint);
}

/** The bonus wallet as a two-decimal string; the spec lets it come as a number too. */
export async function fetchBonusWallet(api: ApiClient): Promise<string> {
  return read(api, walletEndpoint, readBonusWallet);
}

/** Any 2xx answer, with any body or none, is success. */
export async function sendEventLog(api: ApiClient, lastEntry: string, userAgent: string): Promise<void> {
  const body: EventLogRequest = { ip_address: '{ip}', user_agent: userAgent, last_entry: lastEntry };
  await read(api, eventLogEndpoint, () => undefined, { body });
}
