import { useCallback, useState } from 'react';
import { Loaded, PageHeader, useApi, useLoad } from '@member-site/shared';
import { useDebounced } from '../../../hooks/useDebounced';
import { fetchGames, fetchProviders } from '../api/games';
import { lobbyCategory, type LobbyCategoryId } from '../../../lib/categories';
import { useGameLauncher } from '../hooks/useGameLauncher';
import { lobbyTexts } from '../texts';
import { RestrictedNotice } from '../../../components/RestrictedNotice';
import { GameGrid } from './GameGrid';
import { ProviderChips } from './ProviderChips';
import { SearchBox } from './SearchBox';
import '../../../components/common.css';
import './lobby.css';

export const searchDelayMs = 250;

interface LobbyProps {
  category: LobbyCategoryId;
  /** A provider (or sub-filter) chosen by the URL, such as /Sport/{sport}. */
  initialProvider?: string;
}

/** One lobby: provider chips, a debounced search and the games grid of a category. */
export function Lobby({ category, initialProvider = '' }: LobbyProps) {
  const api = useApi();
  const { route, title } = lobbyCategory(category);
  const [provider, setProvider] = useState(initialProvider);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), searchDelayMs);
  const { launching, launch, restriction } = useGameLauncher();

  const loadProviders = useCallback(() => fetchProviders(api, category), [api, category]);
  const [providers, retryProviders] = useLoad(loadProviders);
  const loadGames = useCallback(() => fetchGames(api, { category, provider, q }), [api, category, provider, q]);
  const [games, retryGames] = useLoad(loadGames);

  return (
    <div className="ms-page ms-page--wide mg-lobby">
      <PageHeader name={route} />
      {restriction ? <RestrictedNotice restriction={restriction} /> : null}
      <section className="mg-providers" aria-label={lobbyTexts.providers}>
        <Loaded state={providers} retry={retryProviders}>
          {(list) => <ProviderChips providers={list} selected={provider} onSelect={setProvider} />}
        </Loaded>
      </section>
      <SearchBox value={search} onChange={setSearch} />
      <section aria-label={title} aria-busy={games.status === 'loading'}>
        <Loaded state={games} retry={retryGames}>
          {(list) => (
            <GameGrid
              games={list}
              launching={launching}
              blocked={restriction !== null}
              onLaunch={(id) => void launch(id)}
              emptyText={q ? lobbyTexts.notFound : lobbyTexts.noGames}
            />
          )}
        </Loaded>
      </section>
    </div>
  );
}
