import { PreparingPage } from '@member-site/shared';

export default function PlayHistoryPage() {
  return <PreparingPage title="ประวัติการเล่น" />;
}
