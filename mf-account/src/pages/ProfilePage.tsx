import { PreparingPage, routeTitle } from '@member-site/shared';

export default function ProfilePage() {
  return <PreparingPage title={routeTitle('profile')} />;
}
