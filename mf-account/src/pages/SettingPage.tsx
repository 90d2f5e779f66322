import { PreparingPage, routeTitle } from '@member-site/shared';

export default function SettingPage() {
  return <PreparingPage title={routeTitle('setting')} />;
}
