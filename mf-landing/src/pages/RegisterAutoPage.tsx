import { PreparingPage } from '@member-site/shared';

export default function RegisterAutoPage() {
  return <PreparingPage title="สมัครสมาชิกอัตโนมัติ" />;
}
