import { call, playHistoryEndpoint, type ApiClient, type PlayHistoryPage, type PlayHistoryQuery } from '@member-site/shared';

export function fetchPlayHistory(api: ApiClient, query: PlayHistoryQuery): Promise<PlayHistoryPage> {
  return call(api, playHistoryEndpoint, { query });
}
