import {
  call,
  promotionCodeRedeemEndpoint,
  promotionCodesEndpoint,
  type ApiClient,
  type PromotionCodeList,
  type PromotionCodeRedeemed,
} from '@member-site/shared';

export function fetchRedemptions(api: ApiClient): Promise<PromotionCodeList> {
  return call(api, promotionCodesEndpoint);
}

/** The answer may carry the member's credit and bonus wallet after the redemption. */
export function redeemCode(api: ApiClient, code: string): Promise<PromotionCodeRedeemed> {
  return call(api, promotionCodeRedeemEndpoint, { body: { code } });
}
