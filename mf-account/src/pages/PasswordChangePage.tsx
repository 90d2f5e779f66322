import { PreparingPage } from '@member-site/shared';

export default function PasswordChangePage() {
  return <PreparingPage title="เปลี่ยนรหัสผ่าน" />;
}
