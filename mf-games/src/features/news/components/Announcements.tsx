import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, Loaded, routePath, useApi, useLoad } from '@member-site/shared';
import { fetchNews } from '../api/news';
import { newsTexts } from '../texts';

const shown = 3;

/** The first activities, as a strip of titles (text only) leading to /activity. */
export function Announcements() {
  const api = useApi();
  const load = useCallback(async () => (await fetchNews(api, 'activities')).slice(0, shown), [api]);
  const [news, retry] = useLoad(load);
  return (
    <section className="mg-announce" aria-labelledby="mg-playgame-announce">
      <h2 id="mg-playgame-announce" className="ms-h2">
        {newsTexts.announcements}
      </h2>
      <Loaded state={news} retry={retry}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState>{newsTexts.noAnnouncements}</EmptyState>
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
      <Link className="mg-announce__more" to={routePath('activity')}>
        {newsTexts.allActivities}
      </Link>
    </section>
  );
}
