import {
  call,
  rebateClaimEndpoint,
  rebatesEndpoint,
  type ApiClient,
  type RebateClaimed,
  type RebateKind,
  type RebatesQuery,
  type RebatesResponse,
} from '@member-site/shared';

export function fetchRebates(api: ApiClient, query: RebatesQuery): Promise<RebatesResponse> {
  return call(api, rebatesEndpoint, { query });
}

/** The answer may carry the member's credit after the claim. */
export function claimRebate(api: ApiClient, kind: RebateKind): Promise<RebateClaimed> {
  return call(api, rebateClaimEndpoint, { body: { kind } });
}
