import { useCallback, useEffect, useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { formatMoneyText, formatThb, routePath, routes, texts, useStream } from '@member-site/shared';
import { dropMemberFrame } from '../app/member-frame';
import { setPagePlaceDrawer } from '../app/page-placeholder';
import { prefetchAfterFirstPage } from '../app/prefetch';
import { useShell } from '../app/shell-context';
import { ContactMenu } from './ContactMenu';
import { MemberNotices } from './MemberNotices';
import { MenuEntry } from './MenuEntry';
import { drawPagePlace } from './page-place';
import { watchRealityCheck } from './reality-check';
import { bottomNavItems, playgameBarItems, topBarItems } from './menu';
import { useAvailableItems } from './use-available-items';
import { Sidebar } from './Sidebar';
import './main-layout.css';

interface TopBarProps {
  sidebarId: string;
  sidebarOpen: boolean;
  onToggle: () => void;
  /** On /playgame the support control is the playgame bar's: one per page (ADR 0051). */
  withContact: boolean;
}

function TopBar({ sidebarId, sidebarOpen, onToggle, withContact }: TopBarProps) {
  const { session, config } = useShell();
  const profile = useStream(session.profile);
  const theme = useStream(session.theme);
  const items = useAvailableItems(topBarItems);
  const title = theme[0]?.title || config.siteTitle;
  return (
    <header className="topbar">
      <div className="topbar__row">
        <button type="button" className="topbar__toggle" aria-label="เปิดเมนู" aria-expanded={sidebarOpen} aria-controls={sidebarId} onClick={onToggle}>
          <span aria-hidden="true">☰</span>
        </button>
        <Link className="topbar__brand" to={routePath('playgame')}>
          {theme[0]?.logo ? <img src={theme[0].logo} alt={title} width={120} height={30} /> : title}
        </Link>
        {/* Never cut: on a phone it has a line of its own; a line breaks only between the two
            names. Its place is kept before /auth has answered (a member's first load), so the
            names arriving move nothing (issue 36). */}
        <span className="topbar__user" data-testid="member-name">
          {profile ? (
            <>
              <span className="topbar__name">{profile.username}</span>
              {profile.username2 ? (
                <>
                  {' '}
                  <span className="topbar__name">({profile.username2})</span>
                </>
              ) : null}
            </>
          ) : (
            '\u00a0'
          )}
        </span>
        {withContact && <ContactMenu place="topbar" label={texts.contactUs} className="topbar__support" />}
      </div>
      <nav className="topbar__games" aria-label="เมนูเกม">
        {items.map((item) => (
          <MenuEntry key={item.id} item={item} className="topbar__game" />
        ))}
      </nav>
    </header>
  );
}

function BalanceBar() {
  const { session } = useShell();
  const balance = useStream(session.balance);
  const last = useStream(session.lastBalance);
  const bonus = useStream(session.bonusWallet);
  // After a hard load, the balance the member last saw, muted and marked as being brought up to
  // date until the first credit call answers. The mark's place is always laid out (only its
  // visibility changes), so its going moves nothing; screen readers hear it with the amount.
  const shown = balance ?? last;
  const refreshing = balance === null && last !== null;
  return (
    <section className="balance" aria-label="ยอดเงิน">
      <div className="balance__main">
        <span className="balance__label">
          ยอดเงินคงเหลือ
          <span className="balance__stale" data-testid="balance-stale" data-shown={refreshing || undefined} aria-hidden="true">
            {texts.balanceRefreshing}
          </span>
        </span>
        <strong className="balance__amount" data-testid="balance" aria-live="polite" aria-busy={refreshing} data-refreshing={refreshing || undefined}>
          {shown === null ? '—' : formatThb(shown)}
          {refreshing && <span className="balance__said"> ({texts.balanceRefreshing})</span>}
        </strong>
      </div>
      <div className="balance__bonus">
        <span className="balance__label">{texts.bonus}</span>
        <span data-testid="bonus">{bonus === null ? '—' : formatMoneyText(bonus)}</span>
      </div>
    </section>
  );
}

function BottomNav() {
  const items = useAvailableItems(bottomNavItems);
  return (
    <nav className="bottom-nav" aria-label="เมนูหลัก">
      {items.map((item) => (
        <MenuEntry key={item.id} item={item} className="bottom-nav__item" />
      ))}
    </nav>
  );
}

function PlaygameBar() {
  const items = useAvailableItems(playgameBarItems);
  return (
    <nav className="bottom-nav bottom-nav--playgame" aria-label="เมนูหน้าหลัก">
      {items.map((item) =>
        // The page's one support control: the main chat link and the backup line (ADR 0051).
        item.id === 'pg-contact' ? (
          <ContactMenu key={item.id} place="playgame" label={item.label} className="bottom-nav__item" />
        ) : (
          <MenuEntry key={item.id} item={item} from="playgame" className={item.id === 'pg-enter' ? 'bottom-nav__item bottom-nav__enter' : 'bottom-nav__item'} />
        ),
      )}
    </nav>
  );
}

// A member page's place, its heading and lead (ADR 0060), is drawn inside the member chrome: its
// drawing and the route table's leads come with this chunk, and a visitor's start carries neither.
setPagePlaceDrawer(drawPagePlace);

/** Member chrome. On /playgame the balance bar and bottom nav give way to the playgame bar. */
export default function MainLayout({ children }: { children: ReactNode; routePath: string }) {
  // The server's picture of this chrome (ADR 0053) goes in the commit that draws the real one.
  useLayoutEffect(() => dropMemberFrame(), []);
  // The other member remotes, on idle once the first page is on screen (spec section 9, issue 36):
  // member-only code, so it loads with this chunk, not with every visitor's page.
  useEffect(() => prefetchAfterFirstPage(['mf_games', 'mf_wallet', 'mf_account']), []);
  const { pathname } = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const sidebarId = useId();
  const onPlaygame = pathname.toLowerCase() === routes.playgame.path.toLowerCase();
  const { session, api } = useShell();
  const navigate = useNavigate();
  // Here, in the member chrome's lazy chunk: visitors never load the reality check.
  useEffect(() => watchRealityCheck({ user: session.user, api, navigate }), [session, api, navigate]);
  return (
    <div className="member" data-playgame={onPlaygame}>
      <TopBar sidebarId={sidebarId} sidebarOpen={sidebarOpen} onToggle={() => setSidebarOpen((v) => !v)} withContact={!onPlaygame} />
      <Sidebar id={sidebarId} open={sidebarOpen} onClose={closeSidebar} />
      {!onPlaygame && <BalanceBar />}
      <MemberNotices />
      <main className="member__content">{children}</main>
      {onPlaygame ? <PlaygameBar /> : <BottomNav />}
    </div>
  );
}
