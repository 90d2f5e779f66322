import { NavLink, routePath, routeTitle, type PageProps, type RouteName } from '@member-site/shared';
import { playgameTexts } from '../texts';

const links: RouteName[] = ['topup', 'withdraw', 'luckywheel', 'promotion'];

export function QuickLinks({ navigate }: Pick<PageProps, 'navigate'>) {
  return (
    <nav className="mg-quick" aria-label={playgameTexts.quickLinks}>
      <ul className="mg-quick__list">
        {links.map((route) => (
          <li key={route}>
            <NavLink className="mg-quick__link" to={routePath(route)} navigate={navigate}>
              {routeTitle(route)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
