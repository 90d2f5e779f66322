import { useEffect, useRef } from 'react';
import { formatThaiDateTime, NavLink, routePath, type Announcement, type PageProps } from '@member-site/shared';
import { announceTexts } from '../texts';

/** One announcement, its text shown as text (line breaks kept), with the way back to the list. */
export function AnnouncementDetail({ item, navigate }: { item: Announcement | undefined; navigate: PageProps['navigate'] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The list gave way to the text: move the reader there, as a page change would.
  useEffect(() => heading.current?.focus(), [item?.id]);
  return (
    <article className="ma-card">
      {item ? (
        <>
          <h2 className="ma-h2" ref={heading} tabIndex={-1}>
            {item.title}
          </h2>
          <p className="ma-item__meta">
            {announceTexts.published} {formatThaiDateTime(item.publishedAt)}
          </p>
          <p className="ma-text">{item.body}</p>
        </>
      ) : (
        <p className="ma-empty">{announceTexts.notFound}</p>
      )}
      <p>
        <NavLink to={routePath('announce')} navigate={navigate}>
          {announceTexts.back}
        </NavLink>
      </p>
    </article>
  );
}
