import { Link } from 'react-router-dom';
import { routePath, Spinner, texts, useApi, useCapability, useConfig, useSession, type GameLaunch } from '@member-site/shared';
import { lobbyCategories } from '../../../lib/categories';
import { launchGame } from '../../../lib/launcher/launcher';
import { playgameTexts } from '../texts';
import { CategoryIcon } from './CategoryIcon';

/** The games the spec's section 7 starts by a login: what an API without lobbies still offers. */
const launchTiles = ['sport', 'lotto', 'trading'] as const satisfies readonly GameLaunch[];

/**
 * Large tiles, one per lobby. Sports opens the sportsbook itself (its auto-login), as the spec's
 * playgame menu does; that is where viewbet members get the other address form. An API without
 * game lobbies (ADR 0029) gets tiles that launch the spec's games instead; while that is not
 * known, a spinner (a lobby tile would lead to a page the shell may refuse).
 */
export function CategoryTiles() {
  const session = useSession();
  const api = useApi();
  const config = useConfig();
  const lobbies = useCapability(session, 'game-lobby');
  const launch = (game: GameLaunch) => {
    const user = session.user.getValue();
    if (user) void launchGame(game, { user, services: { api, config }, from: 'playgame' });
  };
  return (
    <section aria-labelledby="mg-playgame-games">
      <h2 id="mg-playgame-games" className="ms-h2">
        {playgameTexts.games}
      </h2>
      {lobbies === null ? <Spinner label={texts.loading} /> : null}
      {lobbies === false ? (
        <ul className="ms-list mg-tiles">
          {launchTiles.map((game) => (
            <li key={game}>
              <button type="button" className={`mg-tile mg-tile--${game}`} onClick={() => launch(game)}>
                <CategoryIcon id={game} />
                <span className="mg-tile__name">{playgameTexts.launchTiles[game]}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {lobbies ? (
        <ul className="ms-list mg-tiles">
          {lobbyCategories.map((c) => (
            <li key={c.id}>
              {c.id === 'sport' ? (
                <button type="button" className={`mg-tile mg-tile--${c.id}`} onClick={() => launch('sport')}>
                  <CategoryIcon id={c.id} />
                  <span className="mg-tile__name">{c.title}</span>
                </button>
              ) : (
                <Link className={`mg-tile mg-tile--${c.id}`} to={routePath(c.route)}>
                  <CategoryIcon id={c.id} />
                  <span className="mg-tile__name">{c.title}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
