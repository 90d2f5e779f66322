import { PreparingPage } from '@member-site/shared';

export default function PlaygamePage() {
  return <PreparingPage title="หน้าหลักสมาชิก" />;
}
