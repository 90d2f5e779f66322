import { PreparingPage } from '@member-site/shared';

export default function HomePage() {
  return <PreparingPage title="ล็อบบี้เกม" />;
}
