import { PreparingPage } from '@member-site/shared';

export default function LineRegisterPage() {
  return <PreparingPage title="สมัครสมาชิกด้วย LINE" />;
}
