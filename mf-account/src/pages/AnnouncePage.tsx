import { PreparingPage } from '@member-site/shared';

export default function AnnouncePage() {
  return <PreparingPage title="ประกาศ" />;
}
