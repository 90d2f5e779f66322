import type { PageProps } from '@member-site/shared';
import { LuckyWheelPanel } from '../features/luckywheel/components/LuckyWheelPanel';

export default function LuckywheelPage({ api, session }: PageProps) {
  return <LuckyWheelPanel api={api} session={session} />;
}
