import { call, withdrawCreateEndpoint, withdrawOptionsEndpoint, type ApiClient, type WithdrawalCreated, type WithdrawOptions } from '@member-site/shared';

export function fetchWithdrawOptions(api: ApiClient): Promise<WithdrawOptions> {
  return call(api, withdrawOptionsEndpoint);
}

/**
 * Sent again with the same key after a network error: the API makes one withdrawal of it. The
 * answer may carry the credit and the page's options after it.
 */
export function createWithdrawal(api: ApiClient, amount: string, idempotencyKey: string): Promise<WithdrawalCreated> {
  return call(api, withdrawCreateEndpoint, { body: { amount, idempotencyKey } });
}
