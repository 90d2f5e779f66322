import { PreparingPage } from '@member-site/shared';

export default function WithdrawPage() {
  return <PreparingPage title="ถอนเงิน" />;
}
