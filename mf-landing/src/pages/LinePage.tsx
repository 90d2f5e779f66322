import { useId } from 'react';
import { NavLink, routePath, routeTitle, type PageProps } from '@member-site/shared';
import { LineButton } from '../features/line/components/LineButton';
import { LineMessage } from '../features/line/components/LineMessage';
import { LinePageFrame } from '../features/line/components/LinePageFrame';
import { lineConfig } from '../features/line/line-config';
import { lineTexts } from '../features/line/texts';

/** /Line: log in or register with LINE; a Thai note and the login link when LINE is off. */
export default function LinePage({ config, navigate }: PageProps) {
  const id = useId();
  if (!lineConfig(config)) {
    return (
      <LinePageFrame>
        <LineMessage title={routeTitle('line')} message={lineTexts.unavailable} navigate={navigate} />
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
