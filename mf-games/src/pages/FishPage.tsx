import { PreparingPage } from '@member-site/shared';

export default function FishPage() {
  return <PreparingPage title="เกมยิงปลา" />;
}
