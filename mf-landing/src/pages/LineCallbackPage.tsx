import { PreparingPage } from '@member-site/shared';

export default function LineCallbackPage() {
  return <PreparingPage title="กำลังเชื่อมต่อ LINE" />;
}
