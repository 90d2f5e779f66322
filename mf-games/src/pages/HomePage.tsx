import { GameLobbyHome } from '../features/lobby/components/GameLobbyHome';

/** /Home: the game lobby the enter-play button opens. */
export default function HomePage() {
  return <GameLobbyHome />;
}
