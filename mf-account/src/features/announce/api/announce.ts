import { announcementReadEndpoint, announcementsEndpoint, call, type AnnouncementList, type ApiClient, type UnreadCount } from '@member-site/shared';

export function fetchAnnouncements(api: ApiClient): Promise<AnnouncementList> {
  return call(api, announcementsEndpoint);
}

export function markAnnouncementRead(api: ApiClient, id: string): Promise<UnreadCount> {
  return call(api, announcementReadEndpoint, { body: { id } });
}
