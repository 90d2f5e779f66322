import { call, depositsEndpoint, withdrawalsEndpoint, type ApiClient, type DepositPage, type WithdrawalPage } from '@member-site/shared';

export function fetchDeposits(api: ApiClient, page: number): Promise<DepositPage> {
  return call(api, depositsEndpoint, { query: { page } });
}

export function fetchWithdrawals(api: ApiClient, page: number): Promise<WithdrawalPage> {
  return call(api, withdrawalsEndpoint, { query: { page } });
}
