import { PreparingPage } from '@member-site/shared';

export default function ActivityPage() {
  return <PreparingPage title="กิจกรรม" />;
}
