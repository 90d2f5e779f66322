import { Lobby } from '../features/lobby/components/Lobby';

export default function CasinoPage() {
  return <Lobby category="casino" />;
}
