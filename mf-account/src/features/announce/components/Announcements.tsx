import type { AnnouncementList as List, ApiClient, PageProps } from '@member-site/shared';
import { useReadOnOpen } from '../hooks/useReadOnOpen';
import { AnnouncementDetail } from './AnnouncementDetail';
import { AnnouncementList } from './AnnouncementList';

interface AnnouncementsProps {
  api: ApiClient;
  list: List;
  /** The `id` of the URL (`/Announce?id=`): that announcement is open. */
  openId: string | null;
  navigate: PageProps['navigate'];
}

export function Announcements({ api, list, openId, navigate }: AnnouncementsProps) {
  const readHere = useReadOnOpen(api, list.data, openId);
  const items = list.data.map((a) => (readHere.has(a.id) ? { ...a, read: true } : a));
  if (openId !== null) return <AnnouncementDetail item={items.find((a) => a.id === openId)} navigate={navigate} />;
  return <AnnouncementList items={items} navigate={navigate} />;
}
