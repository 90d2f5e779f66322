import {
  call,
  promotionCodeRedeemEndpoint,
  promotionCodesEndpoint,
  type ApiClient,
  type PromotionCodeList,
  type PromotionCodeRedemption,
} from '@member-site/shared';

export function fetchRedemptions(api: ApiClient): Promise<PromotionCodeList> {
  return call(api, promotionCodesEndpoint);
}

export function redeemCode(api: ApiClient, code: string): Promise<PromotionCodeRedemption> {
  return call(api, promotionCodeRedeemEndpoint, { body: { code } });
}
