import { useId } from 'react';
import { NavLink, routePath, routeTitle, Spinner, texts, type PageProps } from '@member-site/shared';
import { LineButton } from '../features/line/components/LineButton';
import { LineMessage } from '../features/line/components/LineMessage';
import { LinePageFrame } from '../features/line/components/LinePageFrame';
import { useLine } from '../features/line/hooks/useLine';
import { lineTexts } from '../features/line/texts';

/**
 * /Line: log in or register with LINE; a Thai note with the login and home links when LINE is
 * off (not configured, or not offered by the API), a spinner while the API's answer is awaited.
 */
export default function LinePage({ config, session, navigate }: PageProps) {
  const id = useId();
  const line = useLine({ config, session });
  if (line === 'off') {
    return (
      <LinePageFrame>
        <LineMessage title={routeTitle('line')} message={lineTexts.unavailable} home navigate={navigate} />
      </LinePageFrame>
    );
  }
  if (line === 'waiting') {
    return (
      <LinePageFrame>
        <section className="ml-card ml-line-card" aria-busy="true">
          <h1 className="ml-card__title">{routeTitle('line')}</h1>
          <Spinner label={texts.loading} />
        </section>
      </LinePageFrame>
    );
  }
  return (
    <LinePageFrame>
      <section className="ml-card ml-line-card" aria-labelledby={`${id}title`}>
        <h1 id={`${id}title`} className="ml-card__title">
          {routeTitle('line')}
        </h1>
        <p className="ml-card__lead">{lineTexts.chooserLead}</p>
        <div className="ml-line-card__actions">
          <LineButton to={routePath('lineLogin')} navigate={navigate}>
            {routeTitle('lineLogin')}
          </LineButton>
          <LineButton to={routePath('lineRegister')} navigate={navigate}>
            {routeTitle('lineRegister')}
          </LineButton>
          <NavLink to={routePath('login')} navigate={navigate} className="ml-btn ml-btn--text">
            {lineTexts.goLogin}
          </NavLink>
        </div>
      </section>
    </LinePageFrame>
  );
}
