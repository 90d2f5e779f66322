import { useCallback } from 'react';
import { Loaded, useApi, useLoad, PageHeader } from '@member-site/shared';
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
      <PageHeader name="promotionCode" />
      <Loaded state={list} retry={retry}>
        {(data) => <PromotionCodes initial={data.data} />}
      </Loaded>
    </div>
  );
}
