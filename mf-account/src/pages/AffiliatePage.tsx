import { useCallback } from 'react';
import { Loaded, texts, useApi, useLoad, type AffiliateSummary, PageHeader } from '@member-site/shared';
import { fetchAffiliate } from '../features/affiliate/api/affiliate';
import { AffiliateCard } from '../features/affiliate/components/AffiliateCard';
import '../components/account.css';

const isOpen = (s: AffiliateSummary): s is Required<AffiliateSummary> =>
  s.enabled && s.referralCode !== undefined && s.referredCount !== undefined && s.commissionRate !== undefined && s.commission !== undefined;

/** /Affiliate: the referral link, referred friends and commission; the sidebar's warning while the programme is closed. */
export default function AffiliatePage() {
  const api = useApi();
  const load = useCallback(() => fetchAffiliate(api), [api]);
  const [summary, retry] = useLoad(load);
  return (
    <div className="ms-page">
      <PageHeader name="affiliate" />
      <Loaded state={summary} retry={retry}>
        {(data) =>
          isOpen(data) ? (
            <AffiliateCard summary={data} origin={window.location.origin} />
          ) : (
            <p className="ms-warning" role="status">
              {texts.referFriendClosed}
            </p>
          )
        }
      </Loaded>
    </div>
  );
}
