import { useId } from 'react';
import { Link } from 'react-router-dom';
import { routePath, routeTitle, useSession, useStream } from '@member-site/shared';
import { LandingFooter } from '../features/landing/components/LandingFooter';
import { LandingHeader } from '../features/landing/components/LandingHeader';
import { responsibleTexts as t } from '../features/responsible-play/texts';
import { useSiteBrand } from '../hooks/useSiteBrand';
import '../styles/base.css';
import '../features/landing/components/landing.css';
import './ResponsiblePlayPage.css';

/**
 * /responsible-play: the safer-play tools, signs of a problem, where to get help in Thailand. Its
 * own lazy chunk. A visitor reads it between the landing's header and footer, as on every public
 * page; a member inside the member chrome (the route's member layout).
 */
export default function ResponsiblePlayPage() {
  const id = useId();
  const brand = useSiteBrand();
  const visitor = useStream(useSession().accessToken) === '';
  return (
    <div className="ml-page ml-rp">
      {visitor ? <LandingHeader brand={brand} /> : null}
      <main className="ml-container ml-rp__main">
        <h1 className="ml-rp__title">{routeTitle('responsiblePlay')}</h1>
        <p className="ml-rp__lead">{t.lead}</p>

        <section className="ml-rp__card" aria-labelledby={`${id}tools`}>
          <h2 id={`${id}tools`}>{t.toolsHeading}</h2>
          <dl className="ml-rp__tools">
            {t.tools.map((tool) => (
              <div key={tool.name}>
                <dt>{tool.name}</dt>
                <dd>{tool.text}</dd>
              </div>
            ))}
          </dl>
          <p>
            {t.toolsLead} <Link to={routePath('setting')}>{routeTitle('setting')}</Link>
          </p>
        </section>

        <section className="ml-rp__card" aria-labelledby={`${id}signs`}>
          <h2 id={`${id}signs`}>{t.signsHeading}</h2>
          <ul>
            {t.signs.map((sign) => (
              <li key={sign}>{sign}</li>
            ))}
          </ul>
          <p>{t.signsAdvice}</p>
        </section>

        <section className="ml-rp__card" aria-labelledby={`${id}help`}>
          <h2 id={`${id}help`}>{t.helpHeading}</h2>
          <ul>
            <li>
              {t.hotline}{' '}
              <a href="tel:1323" className="ml-rp__call">
                {t.hotlineCall}
              </a>{' '}
              {t.hotlineNote}
            </li>
            <li>{t.hospital}</li>
            <li>{t.support}</li>
          </ul>
        </section>

        <p>
          <Link to={routePath('index')}>{t.backHome}</Link>
        </p>
      </main>
      {visitor ? <LandingFooter siteTitle={brand.title} /> : null}
    </div>
  );
}
