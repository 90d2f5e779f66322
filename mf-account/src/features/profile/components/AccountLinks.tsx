import { Link } from 'react-router-dom';
import { routeAvailable, routePath, routeTitle, type CapabilityName, type RouteName } from '@member-site/shared';
import { profileTexts } from '../texts';

/**
 * The account's own pages, which no menu of the spec names: the profile (the bottom nav's
 * โปรไฟล์) is where a member finds them. Each is shown only where its route can work (ADR 0029).
 */
const accountPages: readonly RouteName[] = ['passwordChange', 'setting', 'promotionCode', 'ticket', 'announce'];

interface AccountLinksProps {
  capabilities: readonly CapabilityName[] | null | undefined;
  /** Pages the card above already leads to. */
  without?: readonly RouteName[];
}

export function AccountLinks({ capabilities, without = [] }: AccountLinksProps) {
  const shown = accountPages.filter((route) => !without.includes(route) && routeAvailable(route, capabilities) === true);
  if (shown.length === 0) return null;
  return (
    <nav className="ms-card" aria-label={profileTexts.more}>
      <ul className="ms-list">
        {shown.map((route) => (
          <li key={route}>
            <Link to={routePath(route)} className="ma-account-link">
              {routeTitle(route)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
