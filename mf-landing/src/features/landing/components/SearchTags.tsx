import { NavLink, routePath, type PageProps } from '@member-site/shared';
import { landingTexts } from '../texts';

/** Popular searches as real links (crawlers follow them); each asks the visitor to sign in. */
export function SearchTags({ navigate, headingId }: Pick<PageProps, 'navigate'> & { headingId: string }) {
  return (
    <section className="ml-tags" aria-labelledby={headingId}>
      <div className="ml-container">
        <h2 id={headingId} className="ml-section-title ml-tags__title">
          {landingTexts.tagsHeading}
        </h2>
        <ul className="ml-tags__list">
          {landingTexts.tags.map((tag) => (
            <li key={tag}>
              <NavLink to={routePath('login')} navigate={navigate} className="ml-tags__link">
                {tag}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
