import { PageHeader } from '@member-site/shared';
import { RebatePanel } from '../features/rebates/components/RebatePanel';
import '../components/wallet.css';

/** /Pay-back (คืนค่าคอม): a share of yesterday's turnover, claimed once a day into the main credit. */
export default function PayBackPage() {
  return (
    <div className="ms-page">
      <PageHeader name="payBack" />
      <RebatePanel kind="payback" />
    </div>
  );
}
