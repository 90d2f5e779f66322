import { PreparingPage, routeTitle } from '@member-site/shared';

export default function WithdrawPage() {
  return <PreparingPage title={routeTitle('withdraw')} />;
}
