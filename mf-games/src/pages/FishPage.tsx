import { Lobby } from '../features/lobby/components/Lobby';

export default function FishPage() {
  return <Lobby category="fish" />;
}
