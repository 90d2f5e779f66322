import { PageHeader } from '@member-site/shared';
import { HistoryTabs } from '../features/history/components/HistoryTabs';
import '../components/wallet.css';

/** /Deposit-withdraw: the member's deposits and withdrawals, 20 a page, newest first. */
export default function DepositWithdrawPage() {
  return (
    <div className="ms-page">
      <PageHeader name="depositWithdraw" />
      <HistoryTabs />
    </div>
  );
}
