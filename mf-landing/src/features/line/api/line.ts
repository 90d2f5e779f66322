import { call, lineExchangeEndpoint, type ApiClient, type LineExchangeRequest, type LineExchangeResponse } from '@member-site/shared';

/** POST /api/v1/line/exchange: the LINE authorization code for a session or a sign-up ticket. */
export async function exchangeLineCode(api: ApiClient, request: LineExchangeRequest): Promise<LineExchangeResponse> {
  return call(api, lineExchangeEndpoint, { body: request });
}
