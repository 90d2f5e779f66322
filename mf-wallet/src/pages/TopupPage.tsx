import { PreparingPage } from '@member-site/shared';

export default function TopupPage() {
  return <PreparingPage title="ฝากเงิน" />;
}
