import { useId } from 'react';
import { BankStrip } from '../features/landing/components/BankStrip';
import { GameCategories } from '../features/landing/components/GameCategories';
import { InstallBanner } from '../features/landing/components/InstallBanner';
import { LandingFooter } from '../features/landing/components/LandingFooter';
import { LandingHeader } from '../features/landing/components/LandingHeader';
import { LandingMenu } from '../features/landing/components/LandingMenu';
import { SearchTags } from '../features/landing/components/SearchTags';
import { landingTexts } from '../features/landing/texts';
import { LineAlternative } from '../features/line/components/LineAlternative';
import { LoginForm } from '../features/login/components/LoginForm';
import { RegisterButton } from '../features/register/components/RegisterButton';
import { useSiteBrand } from '../hooks/useSiteBrand';
import '../styles/base.css';
import '../features/landing/components/landing.css';

/** The landing page (route index) for anonymous visitors. */
export default function IndexPage() {
  const brand = useSiteBrand();
  const id = useId();

  return (
    <div className="ml-page ml-landing">
      <LandingHeader brand={brand} />
      <LandingMenu />
      <main>
        <section className="ml-hero" aria-labelledby={`${id}hero`}>
          <div className="ml-container ml-hero__inner">
            <div className="ml-hero__copy">
              <h1 id={`${id}hero`} className="ml-hero__title">
                <span className="ml-hero__brand">{brand.title}</span> {landingTexts.heroHeadlineSuffix}
              </h1>
              <p className="ml-hero__sub">{landingTexts.heroSubheadline}</p>
            </div>
            <div className="ml-hero__panel">
              <h2 id={`${id}login`} className="ml-hero__panel-title">
                {landingTexts.loginHeading}
              </h2>
              <LoginForm labelledBy={`${id}login`} alternative={<LineAlternative intent="login" />} />
              <p className="ml-hero__register-hint">{landingTexts.noAccount}</p>
              <RegisterButton className="ml-btn ml-btn--outline ml-btn--block" />
            </div>
          </div>
        </section>
        <GameCategories headingId={`${id}games`} />
        <InstallBanner headingId={`${id}app`} />
        <BankStrip headingId={`${id}banks`} />
        <SearchTags headingId={`${id}tags`} />
      </main>
      <LandingFooter siteTitle={brand.title} />
    </div>
  );
}
