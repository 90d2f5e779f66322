import { Link } from 'react-router-dom';
import { useCapabilities, routeAvailable, routePath, routeTitle, useSession, type RouteName } from '@member-site/shared';
import { playgameTexts } from '../texts';

const links: RouteName[] = ['topup', 'withdraw', 'luckywheel', 'promotion'];

/** Deposit and withdrawal always stay: without them the shell's page offers the support chat. */
const alwaysShown: ReadonlySet<RouteName> = new Set(['topup', 'withdraw']);

/** The member's shortcuts; a page the API cannot serve (or may not: not known yet) is left out (ADR 0029). */
export function QuickLinks() {
  const capabilities = useCapabilities(useSession());
  const shown = links.filter((route) => alwaysShown.has(route) || routeAvailable(route, capabilities) === true);
  return (
    <nav className="mg-quick" aria-label={playgameTexts.quickLinks}>
      <ul className="mg-quick__list">
        {shown.map((route) => (
          <li key={route}>
            <Link className="mg-quick__link" to={routePath(route)}>
              {routeTitle(route)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
