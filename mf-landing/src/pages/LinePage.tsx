import { PreparingPage } from '@member-site/shared';

export default function LinePage() {
  return <PreparingPage title="เข้าสู่ระบบด้วย LINE" />;
}
