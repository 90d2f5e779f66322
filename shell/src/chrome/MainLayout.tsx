import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney, routePath, routes, texts, useStream, type RouteName } from '@member-site/shared';
import { useShell } from '../app/shell-context';
import { ContactButton } from './ContactButton';
import './main-layout.css';

const bottomNav: { name: RouteName; label: string }[] = [
  { name: 'playgame', label: 'หน้าหลัก' },
  { name: 'depositWithdraw', label: 'รายการบัญชี' },
  { name: 'cashback', label: 'คืนยอดเสีย' },
  { name: 'profile', label: 'โปรไฟล์' },
];

function TopBar() {
  const { session, config } = useShell();
  const profile = useStream(session.profile);
  const theme = useStream(session.theme);
  const title = theme[0]?.title || config.siteTitle;
  return (
    <header className="topbar">
      <Link className="topbar__brand" to={routePath('playgame')}>
        {theme[0]?.logo ? <img src={theme[0].logo} alt={title} width={120} height={30} /> : title}
      </Link>
      {profile && (
        <span className="topbar__user" data-testid="member-name">
          {profile.username}
          {profile.username2 ? ` (${profile.username2})` : ''}
        </span>
      )}
      <Link className="topbar__logout" to={routePath('logout')}>
        {texts.logout}
      </Link>
    </header>
  );
}

function BalanceBar() {
  const { session } = useShell();
  const balance = useStream(session.balance);
  const bonus = useStream(session.bonusWallet);
  return (
    <section className="balance" aria-label="ยอดเงิน">
      <div className="balance__main">
        <span className="balance__label">ยอดเงินคงเหลือ</span>
        <strong className="balance__amount" data-testid="balance">
          {balance === null ? '—' : `${formatMoney(balance)} ${texts.currency}`}
        </strong>
      </div>
      <div className="balance__bonus">
        <span className="balance__label">{texts.bonus}</span>
        <span data-testid="bonus">{bonus === null ? '—' : formatMoney(bonus)}</span>
      </div>
    </section>
  );
}

function BottomNav({ current }: { current: string }) {
  return (
    <nav className="bottom-nav" aria-label="เมนูหลัก">
      {bottomNav.map((item) => {
        const path = routePath(item.name);
        const active = path.toLowerCase() === current.toLowerCase();
        return (
          <Link key={item.name} to={path} className="bottom-nav__item" aria-current={active ? 'page' : undefined}>
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** Member chrome. On /playgame the balance bar and bottom nav are hidden (spec section 2). */
export default function MainLayout({ children, routePath: current }: { children: ReactNode; routePath: string }) {
  const onPlaygame = current.toLowerCase() === routes.playgame.path.toLowerCase();
  return (
    <div className="member" data-playgame={onPlaygame}>
      <TopBar />
      {!onPlaygame && <BalanceBar />}
      <main className="member__content">{children}</main>
      {!onPlaygame && <BottomNav current={current} />}
      <ContactButton />
    </div>
  );
}
