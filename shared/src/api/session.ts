import {
  authEndpoint,
  balanceChangesEndpoint,
  balanceStreamEndpoint,
  balanceStreamTicketEndpoint,
  creditEndpoint,
  isPushedEvent,
  eventLogEndpoint,
  loginEndpoint,
  logoutEndpoint,
  walletEndpoint,
} from '../contract/checks.generated';
import type { AuthUser, EventLogRequest, LoginRequest } from '../contract/session';
import type { BalanceChange, PushedBalance, PushedNotice } from '../contract/wallet';
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

/** Capability balance-push (ADR 0062): a ticket that opens the member's event stream once, within a minute. */
export async function buyStreamTicket(api: ApiClient): Promise<string> {
  return (await call(api, balanceStreamTicketEndpoint)).ticket;
}

/** The event stream's address for a ticket, resuming after the last event the page saw. */
export function balanceStreamUrl(api: ApiClient, ticket: string, lastEventId: string | null): string {
  const query = new URLSearchParams({ ticket });
  if (lastEventId !== null && /^[0-9]{1,15}$/.test(lastEventId)) query.set('lastEventId', lastEventId);
  return `${api.baseUrl}${balanceStreamEndpoint.path}?${query.toString()}`;
}

/** An event's data as JSON, when it is one of the contract's events; null otherwise. */
function pushedData(text: unknown): unknown {
  if (typeof text !== 'string' || text.length > 4096) return null;
  try {
    const data: unknown = JSON.parse(text);
    return isPushedEvent(data) ? data : null;
  } catch {
    return null;
  }
}

/** A `balance` event's data (the credit, and the bonus wallet when it changed); null when malformed. */
export function readPushedBalance(text: unknown): PushedBalance | null {
  const data = pushedData(text);
  return data !== null && typeof data === 'object' && 'credit' in data ? (data as PushedBalance) : null;
}

/** A `notice` event's data (a withdrawal settled, a ticket answered); null when malformed. */
export function readPushedNotice(text: unknown): PushedNotice | null {
  const data = pushedData(text);
  return data !== null && typeof data === 'object' && 'kind' in data ? (data as PushedNotice) : null;
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
