import { PreparingPage } from '@member-site/shared';

export default function LottoPage() {
  return <PreparingPage title="หวย" />;
}
