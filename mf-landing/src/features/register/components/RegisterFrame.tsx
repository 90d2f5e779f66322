import { type ReactNode, useId } from 'react';
import { NavLink, routePath, texts, type PageProps } from '@member-site/shared';
import { useSiteBrand } from '../../../hooks/useSiteBrand';
import { formTexts as t } from '../form-texts';
import '../../../styles/base.css';
import './register.css';

export interface RegisterFrameProps extends Pick<PageProps, 'session' | 'config' | 'navigate'> {
  title: string;
  lead?: string;
  /** The "already a member" and "back home" links; off while one-time credentials are shown. */
  links?: boolean;
  children: ReactNode;
}

/** The register pages' card, inside the landing layout: site name, heading, content, ways out. */
export function RegisterFrame({ session, config, navigate, title, lead, links = true, children }: RegisterFrameProps) {
  const brand = useSiteBrand({ session, config });
  const id = useId();
  return (
    <div className="ml-page ml-register-page">
      <main className="ml-container ml-register-page__main">
        <section className="ml-card ml-register-card" aria-labelledby={`${id}title`}>
          <p className="ml-register-card__site">{brand.title}</p>
          <h1 id={`${id}title`} className="ml-card__title">
            {title}
          </h1>
          {lead ? <p className="ml-card__lead">{lead}</p> : null}
          {children}
          {links ? (
            <div className="ml-register-card__links">
              <p>
                {t.haveAccount}{' '}
                <NavLink to={routePath('login')} navigate={navigate} className="ml-register-card__link">
                  {t.goLogin}
                </NavLink>
              </p>
              <NavLink to={routePath('index')} navigate={navigate} className="ml-register-card__link">
                {texts.backHome}
              </NavLink>
            </div>
          ) : null}
        </section>
      </main>
    </div>
  );
}
