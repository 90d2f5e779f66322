import type { GameItem } from '@member-site/shared';
import { imageSrc } from '../../../lib/list';
import { lobbyTexts } from '../texts';

interface GameTileProps {
  game: GameItem;
  launching: boolean;
  disabled: boolean;
  onLaunch: (gameId: string) => void;
}

/** One game: its picture, name and tags; a tap opens it. */
export function GameTile({ game, launching, disabled, onLaunch }: GameTileProps) {
  const src = imageSrc(game.image);
  return (
    <li className="mg-game">
      <button type="button" className="mg-game__button" disabled={disabled} aria-busy={launching} onClick={() => onLaunch(game.id)}>
        {src ? (
          <img className="mg-game__image" src={src} alt="" width={160} height={160} loading="lazy" decoding="async" />
        ) : (
          <span className="mg-game__image mg-game__image--blank" aria-hidden="true" />
        )}
        <span className="mg-game__name">{game.name}</span>
        {game.tags.length > 0 && (
          <span className="mg-game__tags">
            {game.tags.map((tag) => (
              <span key={tag} className="mg-game__tag">
                {tag}
              </span>
            ))}
          </span>
        )}
        <span className="ms-visually-hidden">{launching ? lobbyTexts.launching : lobbyTexts.play}</span>
      </button>
    </li>
  );
}
