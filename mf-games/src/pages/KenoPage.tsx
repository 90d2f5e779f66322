import { Lobby } from '../features/lobby/components/Lobby';

export default function KenoPage() {
  return <Lobby category="keno" />;
}
