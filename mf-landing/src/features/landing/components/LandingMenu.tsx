import { Link } from 'react-router-dom';
import { routePath, type RouteName } from '@member-site/shared';
import { landingTexts } from '../texts';

/** Spec: most items send the visitor to /login; activity is readable without signing in. */
const items: ReadonlyArray<{ key: keyof typeof landingTexts.menu; route: RouteName }> = [
  { key: 'promotion', route: 'login' },
  { key: 'activity', route: 'activity' },
  { key: 'recommend', route: 'login' },
  { key: 'compare', route: 'login' },
  { key: 'liveFootball', route: 'login' },
];

export function LandingMenu() {
  return (
    <nav className="ml-menu" aria-label={landingTexts.menuName}>
      <ul className="ml-container ml-menu__list">
        {items.map(({ key, route }) => (
          <li key={key}>
            <Link to={routePath(route)} className="ml-menu__link">
              {landingTexts.menu[key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
