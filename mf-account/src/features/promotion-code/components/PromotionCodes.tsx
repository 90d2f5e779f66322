import { useCallback, useState } from 'react';
import type { PromotionCodeRedemption } from '@member-site/shared';
import { RedeemForm } from './RedeemForm';
import { RedemptionList } from './RedemptionList';

/** The form above the list; a code just redeemed joins the top of the list without a reload. */
export function PromotionCodes({ initial }: { initial: PromotionCodeRedemption[] }) {
  const [redemptions, setRedemptions] = useState(initial);
  const onRedeemed = useCallback((r: PromotionCodeRedemption) => setRedemptions((list) => [r, ...list.filter((x) => x.code !== r.code)]), []);
  return (
    <>
      <RedeemForm onRedeemed={onRedeemed} />
      <RedemptionList redemptions={redemptions} />
    </>
  );
}
