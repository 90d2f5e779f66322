import { type ReactNode, useEffect, useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { hasCapabilities, routePath, texts, useCapabilities, useSession, useStream } from '@member-site/shared';
import { useSiteBrand } from '../../../hooks/useSiteBrand';
import { useShownWebsite } from '../../../lib/prerendered';
import { formTexts as t } from '../form-texts';
import { registerCapabilities, registerTarget, type RegisterRoute } from '../register-target';
import { registerTexts } from '../texts';
import { SupportChatButton } from './SupportChatButton';
import '../../../styles/base.css';
import './register.css';

export interface RegisterFrameProps {
  /** The register page this is: the site's registerMode decides whether it is the one to use. */
  route: RegisterRoute;
  title: string;
  lead?: string;
  /** The "already a member" and "back home" links; off while one-time credentials are shown. */
  links?: boolean;
  children: ReactNode;
}

/**
 * The register pages' card, inside the landing layout: site name, heading, content, ways out.
 * A visitor who reached a register page the site's registerMode does not use (a link followed
 * before the setting had loaded, an old bookmark) is taken to the one it uses, or offered the
 * support chat in mode "3": the API would refuse the other forms. So is a visitor on a page
 * whose form the API does not offer (ADR 0029). The page is prerendered: until the API's answer
 * says otherwise, the form stays as it was rendered.
 */
export function RegisterFrame({ route, title, lead, links = true, children }: RegisterFrameProps) {
  const session = useSession();
  const navigate = useNavigate();
  const brand = useSiteBrand();
  const id = useId();
  const website = useShownWebsite(session.website);
  const target = website ? registerTarget(website.registerMode) : null;
  // Only the live answer moves the visitor: the page's rendered settings may be a minute old.
  const live = useStream(session.website);
  const liveTarget = live ? registerTarget(live.registerMode) : null;
  const moveTo = liveTarget?.kind === 'page' && liveTarget.href !== routePath(route) ? liveTarget.href : null;
  useEffect(() => {
    if (moveTo) navigate(moveTo, { replace: true });
  }, [moveTo, navigate]);
  const offered = hasCapabilities(useCapabilities(session, true), registerCapabilities[route]);
  const byChat = target?.kind === 'chat' || offered === false;
  return (
    <div className="ml-page ml-register-page">
      <main className="ml-container ml-register-page__main">
        <section className="ml-card ml-register-card" aria-labelledby={`${id}title`}>
          <p className="ml-register-card__site">{brand.title}</p>
          <h1 id={`${id}title`} className="ml-card__title">
            {title}
          </h1>
          {byChat ? (
            <>
              <p className="ml-card__lead">{registerTexts.byChatLead}</p>
              <SupportChatButton className="ml-btn ml-btn--gold ml-btn--block" label={registerTexts.byChat} />
            </>
          ) : (
            <>
              {lead ? <p className="ml-card__lead">{lead}</p> : null}
              {children}
            </>
          )}
          {links ? (
            <div className="ml-register-card__links">
              <p>
                {t.haveAccount}{' '}
                <Link to={routePath('login')} className="ml-register-card__link">
                  {t.goLogin}
                </Link>
              </p>
              <Link to={routePath('index')} className="ml-register-card__link">
                {texts.backHome}
              </Link>
            </div>
          ) : null}
        </section>
      </main>
    </div>
  );
}
