import { PreparingPage, routeTitle } from '@member-site/shared';

export default function PasswordChangePage() {
  return <PreparingPage title={routeTitle('passwordChange')} />;
}
