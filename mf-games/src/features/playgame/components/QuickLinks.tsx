import { NavLink, routePath, type PageProps, type RouteName } from '@member-site/shared';
import { playgameTexts } from '../texts';

const links: { route: RouteName; label: string }[] = [
  { route: 'topup', label: playgameTexts.topup },
  { route: 'withdraw', label: playgameTexts.withdraw },
  { route: 'luckywheel', label: playgameTexts.luckywheel },
  { route: 'promotion', label: playgameTexts.promotion },
];

export function QuickLinks({ navigate }: Pick<PageProps, 'navigate'>) {
  return (
    <nav className="mg-quick" aria-label={playgameTexts.quickLinks}>
      <ul className="mg-quick__list">
        {links.map((l) => (
          <li key={l.route}>
            <NavLink className="mg-quick__link" to={routePath(l.route)} navigate={navigate}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
