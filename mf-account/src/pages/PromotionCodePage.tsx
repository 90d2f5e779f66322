import { useCallback } from 'react';
import { Loaded, routeTitle, useApi, useLoad } from '@member-site/shared';
import { fetchRedemptions } from '../features/promotion-code/api/promotion-codes';
import { PromotionCodes } from '../features/promotion-code/components/PromotionCodes';
import '../components/account.css';

/** /Promotioncode: redeem a code into the bonus wallet; the codes the member redeemed. */
export default function PromotionCodePage() {
  const api = useApi();
  const load = useCallback(() => fetchRedemptions(api), [api]);
  const [list, retry] = useLoad(load);
  return (
    <div className="ms-page">
      <h1>{routeTitle('promotionCode')}</h1>
      <Loaded state={list} retry={retry}>
        {(data) => <PromotionCodes initial={data.data} />}
      </Loaded>
    </div>
  );
}
