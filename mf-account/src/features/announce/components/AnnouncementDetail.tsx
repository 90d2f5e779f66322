import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { type Announcement, EmptyState, formatThaiDateTime, routePath } from '@member-site/shared';
import { announceTexts } from '../texts';

/** One announcement, its text shown as text (line breaks kept), with the way back to the list. */
export function AnnouncementDetail({ item }: { item: Announcement | undefined }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The list gave way to the text: move the reader there, as a page change would.
  useEffect(() => heading.current?.focus(), [item?.id]);
  return (
    <article className="ms-card">
      {item ? (
        <>
          <h2 className="ms-h2" ref={heading} tabIndex={-1}>
            {item.title}
          </h2>
          <p className="ma-item__meta">
            {announceTexts.published} {formatThaiDateTime(item.publishedAt)}
          </p>
          <p className="ma-text">{item.body}</p>
        </>
      ) : (
        <EmptyState>{announceTexts.notFound}</EmptyState>
      )}
      <p>
        <Link to={routePath('announce')}>{announceTexts.back}</Link>
      </p>
    </article>
  );
}
