import { call, luckyWheelEndpoint, luckyWheelSpinEndpoint, type ApiClient, type LuckyWheelSpinResult, type LuckyWheelState } from '@member-site/shared';

export async function fetchWheel(api: ApiClient): Promise<LuckyWheelState> {
  return call(api, luckyWheelEndpoint);
}

/** The server decides the result; the page only shows it. */
export async function spinWheel(api: ApiClient): Promise<LuckyWheelSpinResult> {
  return call(api, luckyWheelSpinEndpoint);
}
