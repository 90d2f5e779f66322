import { PreparingPage } from '@member-site/shared';

export default function ProfilePage() {
  return <PreparingPage title="ข้อมูลส่วนตัว" />;
}
