import { PreparingPage } from '@member-site/shared';

export default function CashbackPage() {
  return <PreparingPage title="คืนยอดเสีย" />;
}
