import { routePath, type PageProps } from '@member-site/shared';
import { lobbyCategories } from '../../lobby/categories';
import { NavLink } from '@member-site/shared';
import { playgameTexts } from '../texts';
import { CategoryIcon } from './CategoryIcon';

/** Large tiles, one per lobby. */
export function CategoryTiles({ navigate }: Pick<PageProps, 'navigate'>) {
  return (
    <section aria-labelledby="mg-playgame-games">
      <h2 id="mg-playgame-games" className="mg-section-title">
        {playgameTexts.games}
      </h2>
      <ul className="mg-tiles">
        {lobbyCategories.map((c) => (
          <li key={c.id}>
            <NavLink className={`mg-tile mg-tile--${c.id}`} to={routePath(c.route)} navigate={navigate}>
              <CategoryIcon id={c.id} />
              <span className="mg-tile__name">{c.title}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
