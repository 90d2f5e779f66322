import { PreparingPage } from '@member-site/shared';

export default function LineLoginPage() {
  return <PreparingPage title="เข้าสู่ระบบด้วย LINE" />;
}
