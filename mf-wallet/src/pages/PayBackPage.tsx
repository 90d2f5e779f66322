import { PreparingPage } from '@member-site/shared';

export default function PayBackPage() {
  return <PreparingPage title="รับเงินคืน" />;
}
