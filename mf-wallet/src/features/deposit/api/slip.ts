import { call, slipSubmitEndpoint, type ApiClient, type SlipSubmitted } from '@member-site/shared';

/**
 * Only the slip QR's text goes; the API asks the bank what the transfer was and credits it once.
 * The answer may carry the credit and the deposit page's options after it.
 */
export function submitSlip(api: ApiClient, reference: string): Promise<SlipSubmitted> {
  return call(api, slipSubmitEndpoint, { body: { reference } });
}
