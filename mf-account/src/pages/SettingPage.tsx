import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useCapabilities, hasCapability, routePath, routeTitle, Spinner, texts, useSession, type CapabilityName, PageHeader } from '@member-site/shared';
import { SupportChatLinks } from '../components/SupportChatLinks';
import { DepositLimitsSection } from '../features/limits/components/DepositLimitsSection';
import { SaferPlay } from '../features/safer-play/components/SaferPlay';
import { settingTexts } from '../features/setting/texts';
import '../components/account.css';

/**
 * Settings' sections, in order: each loads and saves on its own, and shows only where the API
 * offers its capability (ADR 0029). A new section is one line here.
 */
const sections: readonly { key: CapabilityName; Section: ComponentType }[] = [
  { key: 'deposit-limits', Section: DepositLimitsSection },
  { key: 'safer-play', Section: SaferPlay },
];

/**
 * /Setting: the member's safer-play tools, and the responsible-play page that explains them. The
 * shell mounts it whatever the API offers: with none of its sections, a Thai note and the support
 * chat; while that is not known, a spinner (no section calls an API that may not have it).
 */
export default function SettingPage() {
  const capabilities = useCapabilities(useSession());
  const offered = sections.map((section) => ({ ...section, offered: hasCapability(capabilities, section.key) }));
  const waiting = offered.some((section) => section.offered === null);
  const shown = offered.filter((section) => section.offered === true);
  return (
    <div className="ms-page">
      <PageHeader name="setting" />
      {/* The sections show together (account.css): one that arrives never pushes another down. */}
      <div className="ma-sections">
        {shown.map(({ key, Section }) => (
          <Section key={key} />
        ))}
        {waiting ? <Spinner label={texts.loading} /> : null}
        {!waiting && shown.length === 0 ? (
          <section className="ms-card">
            <p>{settingTexts.noneOffered}</p>
            <SupportChatLinks />
          </section>
        ) : null}
        <p className="ma-more">
          <Link to={routePath('responsiblePlay')}>{routeTitle('responsiblePlay')}</Link>
        </p>
      </div>
    </div>
  );
}
