import { useCallback } from 'react';
import { NavLink, routePath, type PageProps } from '@member-site/shared';
import { Loaded } from '../../common/components/Loaded';
import { useLoad } from '../../common/hooks/useLoad';
import { fetchNews } from '../../news/api/news';
import { playgameTexts } from '../texts';

const shown = 3;

/** The first activities, as a strip of titles (text only) leading to /activity. */
export function Announcements({ api, navigate }: Pick<PageProps, 'api' | 'navigate'>) {
  const load = useCallback(async () => (await fetchNews(api, 'activities')).slice(0, shown), [api]);
  const [news, retry] = useLoad(load);
  return (
    <section className="mg-announce" aria-labelledby="mg-playgame-announce">
      <h2 id="mg-playgame-announce" className="mg-section-title">
        {playgameTexts.announcements}
      </h2>
      <Loaded state={news} retry={retry}>
        {(items) =>
          items.length === 0 ? (
            <p className="mg-empty">{playgameTexts.noAnnouncements}</p>
          ) : (
            <ul className="mg-announce__list">
              {items.map((item) => (
                <li key={item.id} className="mg-announce__item">
                  {item.title}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <NavLink className="mg-announce__more" to={routePath('activity')} navigate={navigate}>
        {playgameTexts.allActivities}
      </NavLink>
    </section>
  );
}
