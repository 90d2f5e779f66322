import { useEffect, useRef, useState } from 'react';
import { routePath, routeTitle, Spinner } from '@member-site/shared';
import { useLine } from '../hooks/useLine';
import { beginLineAuthorization } from '../oauth';
import { leaveFor } from '../redirect';
import type { LineIntent } from '../storage';
import { lineTexts } from '../texts';
import { LineMessage } from './LineMessage';

export interface LineAuthorizeProps {
  intent: LineIntent;
}

/** /Line/login and /Line/register: store a fresh state, PKCE verifier and nonce for this tab and go to LINE's authorize page. */
export function LineAuthorize({ intent }: LineAuthorizeProps) {
  // While the API's answer is not known, wait (spinner): LINE's code is no use to an API without the exchange.
  const offer = useLine();
  const line = typeof offer === 'object' ? offer : null;
  const [blocked, setBlocked] = useState(false);
  const started = useRef(false);
  const title = routeTitle(intent === 'login' ? 'lineLogin' : 'lineRegister');

  useEffect(() => {
    if (!line || started.current) return;
    started.current = true;
    void beginLineAuthorization(line, intent).then((url) => {
      if (url) leaveFor(url);
      else setBlocked(true);
    });
  }, [line, intent]);

  if (offer === 'off') return <LineMessage title={title} message={lineTexts.unavailable} home />;
  if (blocked) {
    return (
      <LineMessage title={lineTexts.errorTitle} message={lineTexts.storageBlocked} retryTo={routePath(intent === 'login' ? 'lineLogin' : 'lineRegister')} />
    );
  }
  return (
    <section className="ml-card ml-line-card" aria-busy="true">
      <h1 className="ml-card__title">{title}</h1>
      <Spinner label={lineTexts.redirecting} />
      <p className="ml-line-card__message" aria-hidden="true">
        {lineTexts.redirecting}
      </p>
    </section>
  );
}
