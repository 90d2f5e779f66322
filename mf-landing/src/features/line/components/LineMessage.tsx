import { useId } from 'react';
import { Link } from 'react-router-dom';
import { routePath, texts } from '@member-site/shared';
import { lineTexts } from '../texts';

export interface LineMessageProps {
  title: string;
  message: string;
  /** Where "try again" leads; without it only the login link is offered. */
  retryTo?: string;
  /** Adds the way back home: for LINE not open on this site, where trying again cannot help. */
  home?: boolean;
}

/** A Thai explanation with a way on: try LINE again, or the ordinary login page. */
export function LineMessage({ title, message, retryTo, home = false }: LineMessageProps) {
  const id = useId();
  return (
    <section className="ml-card ml-line-card" aria-labelledby={`${id}title`}>
      <h1 id={`${id}title`} className="ml-card__title">
        {title}
      </h1>
      <p className="ml-line-card__message" role="alert">
        {message}
      </p>
      <div className="ml-line-card__actions">
        {retryTo ? (
          <Link to={retryTo} replace className="ml-btn ml-btn--gold ml-btn--block">
            {lineTexts.tryAgain}
          </Link>
        ) : null}
        <Link to={routePath('login')} replace className="ml-btn ml-btn--outline ml-btn--block">
          {lineTexts.goLogin}
        </Link>
        {home ? (
          <Link to={routePath('index')} className="ml-btn ml-btn--text">
            {texts.backHome}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
