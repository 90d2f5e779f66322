import {
  call,
  depositCancelEndpoint,
  depositOptionsEndpoint,
  promotionChooseEndpoint,
  promptPayCreateEndpoint,
  type ApiClient,
  type DepositOptions,
  type DepositRecord,
  type PromptPayRequest,
} from '@member-site/shared';

export function fetchDepositOptions(api: ApiClient): Promise<DepositOptions> {
  return call(api, depositOptionsEndpoint);
}

/** The amount goes as typed; the API checks it against its limits and answers in Thai. */
export function createPromptPay(api: ApiClient, amount: string): Promise<PromptPayRequest> {
  return call(api, promptPayCreateEndpoint, { body: { amount } });
}

/** The promotion for the next credited deposit (null: none); answers the choice the API stored. */
export async function choosePromotion(api: ApiClient, promotionId: string | null): Promise<string | null> {
  return (await call(api, promotionChooseEndpoint, { body: { promotionId } })).promotionId;
}

export function cancelPromptPay(api: ApiClient, id: string): Promise<DepositRecord> {
  return call(api, depositCancelEndpoint, { body: { id } });
}
