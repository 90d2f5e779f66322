import type { ComponentType } from 'react';
import { NavLink, routePath, routeTitle, type PageProps } from '@member-site/shared';
import { DepositLimitsSection } from '../features/limits/components/DepositLimitsSection';
import { SaferPlay } from '../features/safer-play/components/SaferPlay';
import '../components/account.css';

/** Settings' sections, in order: each loads and saves on its own. A new section is one line here. */
const sections: readonly { key: string; Section: ComponentType<PageProps> }[] = [
  { key: 'deposit-limits', Section: DepositLimitsSection },
  { key: 'safer-play', Section: SaferPlay },
];

/** /Setting: the member's safer-play tools, and the responsible-play page that explains them. */
export default function SettingPage(props: PageProps) {
  return (
    <div className="ma-page">
      <h1>{routeTitle('setting')}</h1>
      {sections.map(({ key, Section }) => (
        <Section key={key} {...props} />
      ))}
      <p className="ma-more">
        <NavLink to={routePath('responsiblePlay')} navigate={props.navigate}>
          {routeTitle('responsiblePlay')}
        </NavLink>
      </p>
    </div>
  );
}
