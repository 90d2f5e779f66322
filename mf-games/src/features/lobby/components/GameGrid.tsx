import { EmptyState } from '@member-site/shared';
import type { GameItem } from '@member-site/shared';
import { GameTile } from './GameTile';
import './lobby.css';

interface GameGridProps {
  games: GameItem[];
  launching: string | null;
  onLaunch: (gameId: string) => void;
  emptyText: string;
  /** Every tile disabled (restricted mode). */
  blocked?: boolean;
}

export function GameGrid({ games, launching, onLaunch, emptyText, blocked = false }: GameGridProps) {
  if (games.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <ul className="ms-list mg-games">
      {games.map((game) => (
        <GameTile key={game.id} game={game} launching={launching === game.id} disabled={blocked || launching !== null} onLaunch={onLaunch} />
      ))}
    </ul>
  );
}
