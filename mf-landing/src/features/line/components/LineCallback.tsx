import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorText, routePath, routeTitle, Spinner, useApi, useSession } from '@member-site/shared';
import { exchangeLineCode } from '../api/line';
import { useLine } from '../hooks/useLine';
import { stateMatches } from '../oauth';
import { saveLineRegistration, takeOAuthState, type LineOAuthState } from '../storage';
import { lineTexts } from '../texts';
import { LineMessage } from './LineMessage';

type Outcome = { kind: 'working' } | { kind: 'failed'; message: string; retryTo: string };

function retryFor(stored: LineOAuthState | null): string {
  if (stored?.intent === 'login') return routePath('lineLogin');
  if (stored?.intent === 'register') return routePath('lineRegister');
  return routePath('line');
}

/**
 * /Line/Callback: LINE sends the visitor back with code and state (or error). The state must be
 * the one this tab stored less than 10 minutes ago, and is spent on first use; only then is the
 * code exchanged. A known LINE account is signed in; an unknown one continues to registering.
 */
export function LineCallback() {
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The code is exchanged only once the API is known to offer the exchange (ADR 0029).
  const offer = useLine();
  const line = typeof offer === 'object' ? offer : null;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const handled = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!line || handled.current) return;
    handled.current = true;
    const stored = takeOAuthState();
    const fail = (message: string, retryTo = retryFor(stored)) => {
      if (mounted.current) setOutcome({ kind: 'failed', message, retryTo });
    };

    const lineError = params.get('error');
    if (lineError) {
      fail(lineError === 'access_denied' ? lineTexts.cancelled : lineTexts.refused);
      return;
    }
    const code = params.get('code');
    if (!code || !stateMatches(stored, params.get('state'))) {
      fail(lineTexts.invalidState, routePath('line'));
      return;
    }

    void (async () => {
      try {
        const answer = await exchangeLineCode(api, { code, redirectUri: line.callbackUrl, codeVerifier: stored.codeVerifier, nonce: stored.nonce });
        if (answer.status === 'signed-in') {
          await session.signIn(answer.accessToken);
          navigate(routePath('playgame'), { replace: true });
          return;
        }
        const saved = saveLineRegistration({
          lineRegistrationToken: answer.lineRegistrationToken,
          displayName: answer.displayName,
          fromLogin: stored.intent === 'login',
        });
        if (!saved) {
          fail(lineTexts.storageBlocked);
          return;
        }
        // Mode 4 needs a one-time code before the details; every other mode uses the form.
        const mode = session.website.getValue()?.registerMode;
        navigate(routePath(mode === '4' ? 'registerOtp' : 'register'), { replace: true });
      } catch (error) {
        fail(errorText(error));
      }
    })();
  }, [api, line, navigate, params, session]);

  if (offer === 'off') return <LineMessage title={routeTitle('lineCallback')} message={lineTexts.unavailable} home />;
  if (outcome.kind === 'failed') {
    return <LineMessage title={lineTexts.errorTitle} message={outcome.message} retryTo={outcome.retryTo} />;
  }
  return (
    <section className="ml-card ml-line-card" aria-busy="true">
      <h1 className="ml-card__title">{routeTitle('lineCallback')}</h1>
      <Spinner label={lineTexts.connecting} />
      <p className="ml-line-card__message" aria-hidden="true">
        {lineTexts.connecting}
      </p>
    </section>
  );
}
