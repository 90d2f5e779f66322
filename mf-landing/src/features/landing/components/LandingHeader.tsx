import { useState } from 'react';
import { Link } from 'react-router-dom';
import { routePath, routeTitle } from '@member-site/shared';
import type { SiteBrand } from '../../../hooks/useSiteBrand';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { stickyHeaderOffsetPx } from '../texts';

export interface LandingHeaderProps {
  brand: SiteBrand;
}

/**
 * Logo and login button. Past 100 px of scroll the bar is fixed to the top; its slot keeps the
 * same height in the flow, so switching does not move the content (no layout shift).
 */
export function LandingHeader({ brand }: LandingHeaderProps) {
  const sticky = useScrolledPast(stickyHeaderOffsetPx);
  const [failedLogo, setFailedLogo] = useState('');
  const showLogo = brand.logo !== '' && brand.logo !== failedLogo;

  return (
    <div className="ml-header-slot">
      <header className={sticky ? 'ml-header ml-header--sticky' : 'ml-header'}>
        <div className="ml-container ml-header__bar">
          <Link to={routePath('index')} className="ml-header__brand">
            {showLogo ? (
              <img
                className="ml-header__logo"
                src={brand.logo}
                alt={brand.title}
                width={160}
                height={48}
                decoding="async"
                onError={() => setFailedLogo(brand.logo)}
              />
            ) : (
              <span className="ml-header__title">{brand.title}</span>
            )}
          </Link>
          <Link to={routePath('login')} className="ml-btn ml-btn--gold ml-header__login">
            {routeTitle('login')}
          </Link>
        </div>
      </header>
    </div>
  );
}
