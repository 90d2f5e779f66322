import { Lobby } from '../features/lobby/components/Lobby';

export default function CardPage() {
  return <Lobby category="card" />;
}
