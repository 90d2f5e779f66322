import { LuckyWheelPanel } from '../features/luckywheel/components/LuckyWheelPanel';

export default function LuckywheelPage() {
  return <LuckyWheelPanel />;
}
