import { Link } from 'react-router-dom';
import { type Announcement, EmptyState, formatThaiDateTime, routePath } from '@member-site/shared';
import { announceTexts } from '../texts';

export const announcementPath = (id: string): string => `${routePath('announce')}?id=${encodeURIComponent(id)}`;

/** Newest first; an unread one has a marker in words ("ใหม่", and "ยังไม่อ่าน" for screen readers). */
export function AnnouncementList({ items }: { items: Announcement[] }) {
  const unread = items.filter((a) => !a.read).length;
  if (items.length === 0) return <EmptyState>{announceTexts.empty}</EmptyState>;
  return (
    <>
      <p className="ms-hint">{announceTexts.unreadSummary(unread)}</p>
      <ul className="ms-list">
        {items.map((a) => (
          <li key={a.id}>
            <Link to={announcementPath(a.id)} className={a.read ? 'ma-item' : 'ma-item ma-item--unread'}>
              <span className="ma-item__title">
                {a.read ? null : (
                  <span className="ms-badge ms-badge--new">
                    {announceTexts.new}
                    <span className="ms-visually-hidden"> {announceTexts.unread}</span>
                  </span>
                )}
                <span>{a.title}</span>
              </span>
              <span className="ma-item__meta">{formatThaiDateTime(a.publishedAt)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
