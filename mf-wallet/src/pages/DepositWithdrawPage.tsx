import { PreparingPage } from '@member-site/shared';

export default function DepositWithdrawPage() {
  return <PreparingPage title="ประวัติฝาก-ถอน" />;
}
