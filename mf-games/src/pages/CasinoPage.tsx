import { PreparingPage } from '@member-site/shared';

export default function CasinoPage() {
  return <PreparingPage title="คาสิโนสด" />;
}
