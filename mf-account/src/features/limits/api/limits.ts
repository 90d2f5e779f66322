import {
  call,
  depositLimitCancelEndpoint,
  depositLimitsEndpoint,
  depositLimitsUpdateEndpoint,
  type ApiClient,
  type DepositLimits,
  type DepositLimitsUpdate,
  type LimitPeriod,
} from '@member-site/shared';

export function fetchDepositLimits(api: ApiClient): Promise<DepositLimits> {
  return call(api, depositLimitsEndpoint);
}

export function saveDepositLimits(api: ApiClient, body: DepositLimitsUpdate): Promise<DepositLimits> {
  return call(api, depositLimitsUpdateEndpoint, { body });
}

export function cancelPendingLimit(api: ApiClient, period: LimitPeriod): Promise<DepositLimits> {
  return call(api, depositLimitCancelEndpoint, { body: { period } });
}
