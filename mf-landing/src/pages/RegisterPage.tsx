import { PreparingPage } from '@member-site/shared';

export default function RegisterPage() {
  return <PreparingPage title="สมัครสมาชิก" />;
}
