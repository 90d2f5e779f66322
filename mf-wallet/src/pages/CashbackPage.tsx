import { PageHeader } from '@member-site/shared';
import { RebatePanel } from '../features/rebates/components/RebatePanel';
import '../components/wallet.css';

/** /cashback (คืนยอดเสีย): a share of last week's net loss, claimed once a week into the main credit. */
export default function CashbackPage() {
  return (
    <div className="ms-page">
      <PageHeader name="cashback" />
      <RebatePanel kind="cashback" />
    </div>
  );
}
