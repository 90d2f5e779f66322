import type { PageProps } from '@member-site/shared';
import { LuckyWheelPanel } from '../features/luckywheel/components/LuckyWheelPanel';

export default function LuckywheelPage({ api }: PageProps) {
  return <LuckyWheelPanel api={api} />;
}
