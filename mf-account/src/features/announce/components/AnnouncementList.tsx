import { formatThaiDateTime, NavLink, routePath, type Announcement, type PageProps } from '@member-site/shared';
import { announceTexts } from '../texts';

export const announcementPath = (id: string): string => `${routePath('announce')}?id=${encodeURIComponent(id)}`;

/** Newest first; an unread one has a marker in words ("ใหม่", and "ยังไม่อ่าน" for screen readers). */
export function AnnouncementList({ items, navigate }: { items: Announcement[]; navigate: PageProps['navigate'] }) {
  const unread = items.filter((a) => !a.read).length;
  if (items.length === 0) return <p className="ma-empty">{announceTexts.empty}</p>;
  return (
    <>
      <p className="ma-hint">{announceTexts.unreadSummary(unread)}</p>
      <ul className="ma-list">
        {items.map((a) => (
          <li key={a.id}>
            <NavLink to={announcementPath(a.id)} navigate={navigate} className={a.read ? 'ma-item' : 'ma-item ma-item--unread'}>
              <span className="ma-item__title">
                {a.read ? null : (
                  <span className="ma-badge ma-badge--new">
                    {announceTexts.new}
                    <span className="ma-hidden"> {announceTexts.unread}</span>
                  </span>
                )}
                <span>{a.title}</span>
              </span>
              <span className="ma-item__meta">{formatThaiDateTime(a.publishedAt)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}
