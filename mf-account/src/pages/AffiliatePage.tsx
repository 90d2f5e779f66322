import { PreparingPage } from '@member-site/shared';

export default function AffiliatePage() {
  return <PreparingPage title="แนะนำเพื่อน" />;
}
