import type { SiteNews } from '@member-site/shared';
import { imageSrc } from '../../../lib/list';
import { dateRange } from '../dates';

/** One activity or promotion; every server string is shown as text. */
export function NewsCard({ item }: { item: SiteNews }) {
  const src = imageSrc(item.image);
  const dates = dateRange(item.startsAt, item.endsAt);
  return (
    <li className="mg-news__card">
      <article>
        {src && <img className="mg-news__image" src={src} alt="" width={640} height={320} loading="lazy" decoding="async" />}
        <div className="mg-news__content">
          <h2 className="mg-news__title">{item.title}</h2>
          {dates && <p className="mg-news__dates">{dates}</p>}
          <p className="mg-news__body">{item.body}</p>
        </div>
      </article>
    </li>
  );
}
