import {
  call,
  rebateClaimEndpoint,
  rebatesEndpoint,
  type ApiClient,
  type RebateClaimRecord,
  type RebateKind,
  type RebatesQuery,
  type RebatesResponse,
} from '@member-site/shared';

export function fetchRebates(api: ApiClient, query: RebatesQuery): Promise<RebatesResponse> {
  return call(api, rebatesEndpoint, { query });
}

export function claimRebate(api: ApiClient, kind: RebateKind): Promise<RebateClaimRecord> {
  return call(api, rebateClaimEndpoint, { body: { kind } });
}
