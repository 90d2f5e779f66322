import { PreparingPage } from '@member-site/shared';

export default function IndexPage() {
  return <PreparingPage title="หน้าแรก" />;
}
