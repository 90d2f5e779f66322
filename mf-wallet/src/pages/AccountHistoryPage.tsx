import { PreparingPage } from '@member-site/shared';

export default function AccountHistoryPage() {
  return <PreparingPage title="รายการบัญชี" />;
}
