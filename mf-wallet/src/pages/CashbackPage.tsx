import { routeTitle, type PageProps } from '@member-site/shared';
import { RebatePanel } from '../features/rebates/components/RebatePanel';
import '../components/wallet.css';

/** /cashback (คืนยอดเสีย): a share of last week's net loss, claimed once a week into the main credit. */
export default function CashbackPage({ api, session }: PageProps) {
  return (
    <div className="mw-page">
      <h1>{routeTitle('cashback')}</h1>
      <RebatePanel api={api} session={session} kind="cashback" />
    </div>
  );
}
