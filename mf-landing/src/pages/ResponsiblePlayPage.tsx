import { useId } from 'react';
import { NavLink, routePath, routeTitle, type PageProps } from '@member-site/shared';
import { responsibleTexts as t } from '../features/responsible-play/texts';
import '../styles/base.css';
import './ResponsiblePlayPage.css';

/** /responsible-play: the safer-play tools, signs of a problem, where to get help in Thailand. Its own lazy chunk. */
export default function ResponsiblePlayPage({ navigate }: PageProps) {
  const id = useId();
  return (
    <div className="ml-page ml-rp">
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
            {t.toolsLead}{' '}
            <NavLink to={routePath('setting')} navigate={navigate}>
              {routeTitle('setting')}
            </NavLink>
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
          <NavLink to={routePath('index')} navigate={navigate}>
            {t.backHome}
          </NavLink>
        </p>
      </main>
    </div>
  );
}
