import { PreparingPage } from '@member-site/shared';

export default function SportPage() {
  return <PreparingPage title="กีฬา" />;
}
