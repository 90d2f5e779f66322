import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, NavLink, Router, type NavigationType } from 'react-router-dom';
import { navigator, type HistoryLocation } from '@member-site/shared';
import { staffRoleNames, type StaffIdentity } from '@member-site/shared/staff';
import { staffMenu } from '../../lib/staff-routing';
import { frameTexts } from './texts';

interface StaffLayoutProps {
  siteTitle: string;
  staff: StaffIdentity;
  location: HistoryLocation;
  onSignOut: () => void;
  signingOut: boolean;
  /** The page: its own root (a StaffFrame, or a staff remote's parcel), beside the frame's router. */
  children: ReactNode;
}

/**
 * The signed-in frame (issue 35): a top bar with the site, the staff member and the sign-out, a
 * side menu of exactly the pages their permissions allow, by group, and the page. Under 1024 px
 * the menu folds behind a button in the top bar (a 768 px tablet, a narrow window). The top bar and
 * the menu render react-router on the page's one history (ADR 0036), so the menu's links are real
 * `<a>`s whose `aria-current` follows the page; the page beside them is its own root.
 */
export function StaffLayout({ siteTitle, staff, location, onSignOut, signingOut, children }: StaffLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menu = useMemo(() => staffMenu(staff.permissions), [staff.permissions]);
  const roles = staff.roles.map((role) => staffRoleNames[role] ?? role).join(', ');

  // A page chosen from the folded menu closes it.
  useEffect(() => setMenuOpen(false), [location.key]);

  return (
    <div className="bo-frame">
      <a className="bo-skip" href="#bo-main">
        {frameTexts.skipToContent}
      </a>
      <Router location={location} navigator={navigator} navigationType={location.navigationType as NavigationType}>
        <header className="bo-top">
          <button type="button" className="bo-top__toggle" aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((open) => !open)}>
            {frameTexts.menu}
          </button>
          <Link to="/" className="bo-top__brand">
            <span className="bo-top__site">{siteTitle}</span>
            <span className="bo-top__app">{frameTexts.backOffice}</span>
          </Link>
          <p className="bo-top__who">
            <span className="bo-top__name">{staff.displayName}</span>
            <span className="bo-top__roles">{roles}</span>
          </p>
          <button type="button" className="ms-button ms-button--ghost ms-button--small bo-top__out" onClick={onSignOut} disabled={signingOut}>
            {signingOut ? frameTexts.signingOut : frameTexts.signOut}
          </button>
        </header>
        <nav id={menuId} className={menuOpen ? 'bo-nav bo-nav--open' : 'bo-nav'} aria-label={frameTexts.mainMenu}>
          {menu.map((group) => (
            <div key={group.group} className="bo-nav__group">
              <p className="bo-nav__label" id={`${menuId}-${group.group}`}>
                {group.label}
              </p>
              <ul className="bo-nav__list" aria-labelledby={`${menuId}-${group.group}`}>
                {group.items.map((item) => (
                  <li key={item.name}>
                    <NavLink to={item.path} end={item.path === '/'} className="bo-nav__link">
                      {item.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </Router>
      <main className="bo-main" id="bo-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
