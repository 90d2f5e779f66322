import { apiPaths, type ApiClient, type SiteNews } from '@member-site/shared';
import { listOf } from '../../../lib/list';

export type NewsKind = 'activities' | 'promotions';

/** GET activities or promotions (public: no token needed). Items without a title are dropped. */
export async function fetchNews(api: ApiClient, kind: NewsKind): Promise<SiteNews[]> {
  const items = listOf<Partial<SiteNews>>(await api.get<unknown>(apiPaths[kind]));
  return items.flatMap((n, i) =>
    typeof n?.title === 'string'
      ? [
          {
            id: typeof n.id === 'string' ? n.id : String(i),
            title: n.title,
            body: typeof n.body === 'string' ? n.body : '',
            image: typeof n.image === 'string' ? n.image : '',
            startsAt: typeof n.startsAt === 'string' ? n.startsAt : '',
            endsAt: typeof n.endsAt === 'string' ? n.endsAt : null,
          },
        ]
      : [],
  );
}
