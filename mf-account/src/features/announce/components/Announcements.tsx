import type { AnnouncementList as List } from '@member-site/shared';
import { useReadOnOpen } from '../hooks/useReadOnOpen';
import { AnnouncementDetail } from './AnnouncementDetail';
import { AnnouncementList } from './AnnouncementList';

interface AnnouncementsProps {
  list: List;
  /** The `id` of the URL (`/Announce?id=`): that announcement is open. */
  openId: string | null;
}

export function Announcements({ list, openId }: AnnouncementsProps) {
  const readHere = useReadOnOpen(list.data, openId);
  const items = list.data.map((a) => (readHere.has(a.id) ? { ...a, read: true } : a));
  if (openId !== null) return <AnnouncementDetail item={items.find((a) => a.id === openId)} />;
  return <AnnouncementList items={items} />;
}
