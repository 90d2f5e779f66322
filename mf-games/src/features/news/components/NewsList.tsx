import { useCallback } from 'react';
import { EmptyState, Loaded, routeTitle, useApi, useLoad } from '@member-site/shared';
import { fetchNews, type NewsKind } from '../api/news';
import { newsTexts } from '../texts';
import { NewsCard } from './NewsCard';
import '../../../components/common.css';
import './news.css';

const headings: Record<NewsKind, { title: string; empty: string }> = {
  activities: { title: routeTitle('activity'), empty: newsTexts.emptyActivity },
  promotions: { title: routeTitle('promotion'), empty: newsTexts.emptyPromotion },
};

/** /activity and /Promotion: public lists of cards, for guests and members alike. */
export function NewsList({ kind }: { kind: NewsKind }) {
  const api = useApi();
  const load = useCallback(() => fetchNews(api, kind), [api, kind]);
  const [news, retry] = useLoad(load);
  const { title, empty } = headings[kind];
  return (
    <div className="ms-page ms-page--wide mg-news">
      <h1>{title}</h1>
      <Loaded state={news} retry={retry}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState>{empty}</EmptyState>
          ) : (
            <ul className="ms-list mg-news__list">
              {items.map((item) => (
                <NewsCard key={item.id} item={item} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </div>
  );
}
