import { Lobby } from '../features/lobby/components/Lobby';

export default function LottoPage() {
  return <Lobby category="lotto" />;
}
