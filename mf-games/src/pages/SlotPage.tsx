import { PreparingPage } from '@member-site/shared';

export default function SlotPage() {
  return <PreparingPage title="สล็อต" />;
}
