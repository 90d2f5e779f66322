import { call, slipSubmitEndpoint, type ApiClient, type DepositRecord } from '@member-site/shared';

/** Only the slip QR's text goes; the API asks the bank what the transfer was and credits it once. */
export function submitSlip(api: ApiClient, reference: string): Promise<DepositRecord> {
  return call(api, slipSubmitEndpoint, { body: { reference } });
}
