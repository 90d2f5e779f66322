import { NavLink, routePath, type PageProps } from '@member-site/shared';
import { lobbyCategories } from '../../../lib/categories';
import { launchGame } from '../../../lib/launcher/launcher';
import { playgameTexts } from '../texts';
import { CategoryIcon } from './CategoryIcon';

/**
 * Large tiles, one per lobby. Sports opens the sportsbook itself (its auto-login), as the spec's
 * playgame menu does; that is where viewbet members get the other address form.
 */
export function CategoryTiles({ navigate, session, api, config }: Pick<PageProps, 'navigate' | 'session' | 'api' | 'config'>) {
  const openSportsbook = () => {
    const user = session.user.getValue();
    if (user) void launchGame('sport', { user, services: { api, config }, from: 'playgame' });
  };
  return (
    <section aria-labelledby="mg-playgame-games">
      <h2 id="mg-playgame-games" className="mg-section-title">
        {playgameTexts.games}
      </h2>
      <ul className="mg-tiles">
        {lobbyCategories.map((c) => (
          <li key={c.id}>
            {c.id === 'sport' ? (
              <button type="button" className={`mg-tile mg-tile--${c.id}`} onClick={openSportsbook}>
                <CategoryIcon id={c.id} />
                <span className="mg-tile__name">{c.title}</span>
              </button>
            ) : (
              <NavLink className={`mg-tile mg-tile--${c.id}`} to={routePath(c.route)} navigate={navigate}>
                <CategoryIcon id={c.id} />
                <span className="mg-tile__name">{c.title}</span>
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
