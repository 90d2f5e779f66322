import { Link } from 'react-router-dom';
import { routePath } from '@member-site/shared';
import { landingTexts } from '../texts';

/** Popular searches as real links (crawlers follow them); each asks the visitor to sign in. */
export function SearchTags({ headingId }: { headingId: string }) {
  return (
    <section className="ml-tags" aria-labelledby={headingId}>
      <div className="ml-container">
        <h2 id={headingId} className="ml-section-title ml-tags__title">
          {landingTexts.tagsHeading}
        </h2>
        <ul className="ml-tags__list">
          {landingTexts.tags.map((tag) => (
            <li key={tag}>
              <Link to={routePath('login')} className="ml-tags__link">
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
