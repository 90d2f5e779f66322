import { useCallback, useState } from 'react';
import type { ApiClient, PromotionCodeRedemption, RemoteSession } from '@member-site/shared';
import { RedeemForm } from './RedeemForm';
import { RedemptionList } from './RedemptionList';

interface PromotionCodesProps {
  api: ApiClient;
  session: Pick<RemoteSession, 'refreshBalance'>;
  initial: PromotionCodeRedemption[];
}

/** The form above the list; a code just redeemed joins the top of the list without a reload. */
export function PromotionCodes({ api, session, initial }: PromotionCodesProps) {
  const [redemptions, setRedemptions] = useState(initial);
  const onRedeemed = useCallback((r: PromotionCodeRedemption) => setRedemptions((list) => [r, ...list.filter((x) => x.code !== r.code)]), []);
  return (
    <>
      <RedeemForm api={api} session={session} onRedeemed={onRedeemed} />
      <RedemptionList redemptions={redemptions} />
    </>
  );
}
