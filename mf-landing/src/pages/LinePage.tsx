import { useId } from 'react';
import { Link } from 'react-router-dom';
import { routePath, routeTitle, Spinner, texts } from '@member-site/shared';
import { LineButton } from '../features/line/components/LineButton';
import { LineMessage } from '../features/line/components/LineMessage';
import { LinePageFrame } from '../features/line/components/LinePageFrame';
import { useLine } from '../features/line/hooks/useLine';
import { lineTexts } from '../features/line/texts';

/**
 * /Line: log in or register with LINE; a Thai note with the login and home links when LINE is
 * off (not configured, or not offered by the API), a spinner while the API's answer is awaited.
 */
export default function LinePage() {
  const id = useId();
  const line = useLine();
  if (line === 'off') {
    return (
      <LinePageFrame>
        <LineMessage title={routeTitle('line')} message={lineTexts.unavailable} home />
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
          <LineButton to={routePath('lineLogin')}>{routeTitle('lineLogin')}</LineButton>
          <LineButton to={routePath('lineRegister')}>{routeTitle('lineRegister')}</LineButton>
          <Link to={routePath('login')} className="ml-btn ml-btn--text">
            {lineTexts.goLogin}
          </Link>
        </div>
      </section>
    </LinePageFrame>
  );
}
