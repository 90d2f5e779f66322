import { affiliateEndpoint, call, type AffiliateSummary, type ApiClient } from '@member-site/shared';

export function fetchAffiliate(api: ApiClient): Promise<AffiliateSummary> {
  return call(api, affiliateEndpoint);
}
