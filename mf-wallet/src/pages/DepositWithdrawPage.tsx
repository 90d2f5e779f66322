import { PreparingPage, routeTitle } from '@member-site/shared';

export default function DepositWithdrawPage() {
  return <PreparingPage title={routeTitle('depositWithdraw')} />;
}
