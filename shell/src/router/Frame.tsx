import { Suspense, useEffect, useLayoutEffect, useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { hasCapability, matchRoute, preloadableLazy, restoreScroll, useHistoryLocation, useStream, type RouteDef } from '@member-site/shared';
import { dropMemberFrame, framedFirstPage } from '../app/member-frame';
import { holdPagePlace, pagePlaceOf } from '../app/page-placeholder';
import { dropPrerendered } from '../app/prerendered';
import { startProgress } from '../app/progress';
import { RemoteArea } from '../app/RemoteArea';
import { useShell } from '../app/shell-context';
import { loadRemoteApp } from '../federation/registry';
import { layouts } from '../layouts/layouts';
import { ErrorBoundaryPage, ErrorView } from '../pages/ErrorPage';
import { LogoutPage } from '../pages/LogoutPage';
import { stepsFor } from './match';
import { notFound } from './route-error';
import { runSteps } from './steps';

// Only where the API lacks a capability (ADR 0029), never on a visitor's first page: its own chunk
// (ADR 0050 made room for the password reset's steps in the landing's start-up this way).
const UnavailablePage = preloadableLazy(() => import('../pages/UnavailablePage')).Component;

function layoutOf(route: RouteDef, signedIn: boolean) {
  return signedIn && route.memberLayout ? route.memberLayout : route.layout;
}

/**
 * Renders the current URL: matches the route table, runs the route's steps once per navigation
 * (like a loader: signing in on the landing page does not redirect before the login's own
 * 300 ms), then draws the layout around the remote's page (or the shell's own page).
 */
export function Frame() {
  const { session, config } = useShell();
  const signedIn = useStream(session.accessToken) !== '';
  const capabilities = useStream(session.capabilities);
  const profile = useStream(session.profile);
  const location = useHistoryLocation();

  const decision = useMemo(() => {
    // Steps run per navigation (location.key), not when the session changes under the page.
    const navigation = location.key;
    const match = matchRoute(location.pathname);
    if (!match) return { navigation, match, outcome: { kind: 'error' as const, error: notFound() } };
    const outcome = runSteps(stepsFor(match.route, config), { route: match.route, signedIn: session.isSignedIn(), profile: session.profile.getValue() });
    return { navigation, match, outcome };
  }, [location.key, location.pathname, config, session]);

  useEffect(() => {
    startProgress();
  }, [location.pathname, location.search]);
  // Back and forward return to where the member was; other navigations start at the top.
  useLayoutEffect(() => restoreScroll(location), [location]);

  const { match, outcome } = decision;
  // A page beyond section 7 waits until the website answer says whether the API offers it (ADR 0029).
  const capability = match?.route.capability;
  const available = capability === undefined ? true : hasCapability(capabilities, capability);
  // Meanwhile the page's remote loads, so the wait costs the slower of the two, not their sum.
  const waitingFor = available === null && match && match.route.remote !== 'shell' ? match.route.remote : null;
  useEffect(() => {
    if (waitingFor) loadRemoteApp(waitingFor).catch(() => undefined);
  }, [waitingFor]);
  const showsRemote = outcome.kind === 'render' && match?.route.remote !== 'shell' && available === true;
  useEffect(() => {
    // Only a remote's area can take over the server's prerendered page (ADR 0025).
    if (!showsRemote) dropPrerendered();
  }, [showsRemote]);
  const layoutName = match ? layoutOf(match.route, signedIn) : null;
  const drawsMemberChrome = outcome.kind === 'render' && layoutName === 'main';
  useLayoutEffect(() => {
    // The server's member frame (ADR 0053) gives way to whatever else is drawn instead; the
    // member chrome takes its place itself, in the same commit.
    if (!drawsMemberChrome) dropMemberFrame();
  }, [drawsMemberChrome]);
  // A step's redirect replaces the entry, as the spec's auth redirects do.
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  if (outcome.kind === 'error' || !match) return <ErrorView error={outcome.kind === 'error' ? outcome.error : notFound()} />;

  const { name, route } = match;
  const layout = layoutOf(route, signedIn);
  const Layout = layouts[layout];
  // A member page's heading and lead hold its place until the page comes (ADR 0053, 0060), for a
  // member whose profile lets this page open (not while a password change holds every page, ADR
  // 0050); before the profile is known, only where the server's first HTML already held it.
  const heldPlace =
    drawsMemberChrome && (profile ? runSteps(stepsFor(route, config), { route, signedIn: true, profile }).kind === 'render' : framedFirstPage());
  const placeholder = heldPlace ? pagePlaceOf(name, route) : undefined;
  return (
    <ErrorBoundaryPage resetKey={location.key}>
      <Layout key={layout} routePath={route.path}>
        {route.remote === 'shell' ? (
          <LogoutPage />
        ) : available === false ? (
          <Suspense fallback={null}>
            <UnavailablePage name={name} title={route.title} />
          </Suspense>
        ) : available === null ? (
          <div className="remote-area" ref={(area) => holdPagePlace(area, placeholder)} />
        ) : (
          <RemoteArea key={route.remote} remote={route.remote} page={route.page} route={route.path} location={location} placeholder={placeholder} />
        )}
      </Layout>
    </ErrorBoundaryPage>
  );
}
