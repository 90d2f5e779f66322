import { PreparingPage } from '@member-site/shared';

export default function LuckywheelPage() {
  return <PreparingPage title="กงล้อนำโชค" />;
}
