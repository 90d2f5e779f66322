import { Lobby } from '../features/lobby/components/Lobby';

export default function SlotPage() {
  return <Lobby category="slot" />;
}
