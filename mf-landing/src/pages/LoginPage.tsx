import { PreparingPage } from '@member-site/shared';

export default function LoginPage() {
  return <PreparingPage title="เข้าสู่ระบบ" />;
}
