import type { ReactElement } from 'react';
import type { LobbyCategoryId } from '../../../lib/categories';

/** A tile's game: a lobby category, or trading (a launch only, for an API without lobbies). */
export type TileId = LobbyCategoryId | 'trading';

/** Small line drawings for the category tiles (React elements, no image requests). */
const shapes: Record<TileId, ReactElement> = {
  sport: (
    <>
      <circle cx="20" cy="20" r="14" />
      <path d="M20 11l7 5-3 8h-8l-3-8z" />
    </>
  ),
  casino: (
    <>
      <circle cx="20" cy="20" r="14" />
      <circle cx="20" cy="20" r="7" />
      <path d="M20 6v5M20 29v5M6 20h5M29 20h5" />
    </>
  ),
  slot: (
    <>
      <rect x="6" y="9" width="28" height="22" rx="3" />
      <path d="M12 16h5l-3 9M19 16h5l-3 9M26 16h5l-3 9" />
    </>
  ),
  card: (
    <>
      <rect x="8" y="8" width="16" height="24" rx="2" transform="rotate(-10 16 20)" />
      <rect x="16" y="8" width="16" height="24" rx="2" transform="rotate(10 24 20)" />
    </>
  ),
  fish: (
    <>
      <path d="M6 20c6-9 18-9 24 0-6 9-18 9-24 0z" />
      <path d="M30 20l5-6v12z" />
      <circle cx="13" cy="19" r="1.5" />
    </>
  ),
  keno: (
    <>
      <circle cx="12" cy="12" r="5" />
      <circle cx="28" cy="12" r="5" />
      <circle cx="12" cy="28" r="5" />
      <circle cx="28" cy="28" r="5" />
    </>
  ),
  lotto: (
    <>
      <path d="M6 12h28v5a3 3 0 0 0 0 6v5H6v-5a3 3 0 0 0 0-6z" />
      <path d="M16 12v16" strokeDasharray="2 2" />
    </>
  ),
  trading: (
    <>
      <path d="M6 32h28" />
      <path d="M8 26l8-8 6 5 10-11" />
      <path d="M26 12h6v6" />
    </>
  ),
};

export function CategoryIcon({ id }: { id: TileId }) {
  return (
    <svg
      className="mg-tile__icon"
      viewBox="0 0 40 40"
      width={40}
      height={40}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shapes[id]}
    </svg>
  );
}
