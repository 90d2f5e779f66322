import { apiPaths } from '../contract/paths';
import type {
  AuthUser,
  CreditResponse,
  EventLogRequest,
  LoginRequest,
  LoginResponse,
  OkResponse,
  WalletResponse,
} from '../contract/session';
import { type ApiClient, expectShape, isRecord } from './client';

export async function login(api: ApiClient, request: LoginRequest): Promise<LoginResponse> {
  const answer = await api.post<unknown>(apiPaths.login, request);
  expectShape(isRecord(answer) && typeof answer.accessToken === 'string' && answer.accessToken !== '');
  return answer as unknown as LoginResponse;
}

export async function logout(api: ApiClient): Promise<void> {
  await api.post<OkResponse>(apiPaths.logout);
}

export async function fetchAuthUser(api: ApiClient): Promise<AuthUser> {
  const answer = await api.get<unknown>(apiPaths.auth);
  expectShape(isRecord(answer) && typeof answer.username === 'string');
  const user = answer as Partial<AuthUser>;
  return {
    username: String(user.username),
    username2: typeof user.username2 === 'string' ? user.username2 : '',
    password: typeof user.password === 'string' ? user.password : '',
    web_agent_group: typeof user.web_agent_group === 'string' ? user.web_agent_group : '',
    site_api: typeof user.site_api === 'string' ? user.site_api : '',
    client_api: typeof user.client_api === 'string' ? user.client_api : null,
  };
}

/** Parses a money amount sent as a number or numeric string; NaN when it is neither. */
export function toAmount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

export async function fetchCredit(api: ApiClient): Promise<number> {
  const answer = await api.get<CreditResponse | unknown>(apiPaths.credit);
  const credit = isRecord(answer) ? toAmount(answer.credit) : Number.NaN;
  expectShape(Number.isFinite(credit));
  return credit;
}

export async function fetchBonusWallet(api: ApiClient): Promise<number> {
  const answer = await api.get<WalletResponse | unknown>(apiPaths.wallet);
  const balance = isRecord(answer) && isRecord(answer.data) ? toAmount(answer.data.balance) : Number.NaN;
  expectShape(Number.isFinite(balance));
  return balance;
}

export async function sendEventLog(api: ApiClient, lastEntry: string, userAgent: string): Promise<void> {
  const body: EventLogRequest = { ip_address: '{ip}', user_agent: userAgent, last_entry: lastEntry };
  await api.post<OkResponse>(apiPaths.eventLog, body);
}
