import { PreparingPage } from '@member-site/shared';

export default function SettingPage() {
  return <PreparingPage title="ตั้งค่า" />;
}
