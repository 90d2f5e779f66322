import { PreparingPage } from '@member-site/shared';

export default function CardPage() {
  return <PreparingPage title="เกมไพ่" />;
}
