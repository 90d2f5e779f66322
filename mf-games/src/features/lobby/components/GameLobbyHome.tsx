import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { type GameCategory, Loaded, routePath, useApi, useLoad, PageHeader } from '@member-site/shared';
import { fetchCategories, fetchGames } from '../api/games';
import { lobbyCategories } from '../../../lib/categories';
import { useGameLauncher } from '../hooks/useGameLauncher';
import { lobbyTexts } from '../texts';
import { RestrictedNotice } from '../../../components/RestrictedNotice';
import { GameGrid } from './GameGrid';
import '../../../components/common.css';
import './lobby.css';

const featuredCount = 12;

/** The API's categories that have a lobby here, in the API's order, with the API's names. */
function knownCategories(categories: GameCategory[]) {
  return categories.flatMap((c) => {
    const lobby = lobbyCategories.find((l) => l.id === c.id);
    return lobby ? [{ ...lobby, name: typeof c.name === 'string' && c.name ? c.name : lobby.title }] : [];
  });
}

/** /Home: category tabs leading to each lobby, and the featured games. */
export function GameLobbyHome() {
  const api = useApi();
  const loadCategories = useCallback(() => fetchCategories(api), [api]);
  const [categories, retryCategories] = useLoad(loadCategories);
  const loadFeatured = useCallback(async () => (await fetchGames(api)).slice(0, featuredCount), [api]);
  const [featured, retryFeatured] = useLoad(loadFeatured);
  const { launching, launch, restriction } = useGameLauncher();

  return (
    <div className="ms-page ms-page--wide mg-lobby">
      <PageHeader name="home" />
      {restriction ? <RestrictedNotice restriction={restriction} /> : null}
      <nav className="mg-categories" aria-label={lobbyTexts.categories}>
        <Loaded state={categories} retry={retryCategories}>
          {(list) => (
            <ul className="mg-tabs">
              {knownCategories(list).map((c) => (
                <li key={c.id}>
                  <Link className="mg-tab" to={routePath(c.route)}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </nav>
      <section aria-labelledby="mg-featured-title">
        <h2 id="mg-featured-title" className="ms-h2">
          {lobbyTexts.featured}
        </h2>
        <Loaded state={featured} retry={retryFeatured}>
          {(list) => (
            <GameGrid games={list} launching={launching} blocked={restriction !== null} onLaunch={(id) => void launch(id)} emptyText={lobbyTexts.noGames} />
          )}
        </Loaded>
      </section>
    </div>
  );
}
