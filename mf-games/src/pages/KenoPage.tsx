import { PreparingPage } from '@member-site/shared';

export default function KenoPage() {
  return <PreparingPage title="คีโน" />;
}
