import { activitiesEndpoint, call, promotionsEndpoint, type ApiClient, type SiteNews } from '@member-site/shared';

export type NewsKind = 'activities' | 'promotions';

const newsEndpoints = { activities: activitiesEndpoint, promotions: promotionsEndpoint } as const;

/** GET activities or promotions (public: no token needed). */
export async function fetchNews(api: ApiClient, kind: NewsKind): Promise<SiteNews[]> {
  return (await call(api, newsEndpoints[kind])).data;
}
