import { Suspense, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { navigator, restoreScroll, Spinner, texts, useHistoryLocation, type HistoryLocation } from '@member-site/shared';
import { createStaffQueryClient, StaffFrame, type StaffIdentity, type StaffServices } from '@member-site/shared/staff';
import { ForbiddenPage, NotFoundPage } from '../components/StatusPages';
import { PageBoundary } from '../components/PageBoundary';
import { StaffLayout } from '../features/frame/StaffLayout';
import { SignInPage } from '../features/sign-in/SignInPage';
import type { BackofficeConfig } from '../lib/runtime-config';
import type { StaffSessionControl } from '../lib/staff-session';
import { resolveStaffRoute, type StaffResolution } from '../lib/staff-routing';
import { ownPages } from './own-pages';
import { StaffRemoteArea } from './StaffRemoteArea';

export const appTexts = {
  backOffice: 'ระบบหลังบ้าน',
  checking: 'กำลังตรวจสอบการเข้าสู่ระบบ...',
  unreachable: 'ไม่สามารถตรวจสอบการเข้าสู่ระบบได้ในขณะนี้',
  signInAgain: 'เข้าสู่ระบบใหม่',
} as const;

interface AppProps {
  session: StaffSessionControl;
  config: BackofficeConfig;
}

/** The back office: the sign-in until a staff session exists, then the frame around the page the address names. */
export function App({ session, config }: AppProps) {
  const state = useSyncExternalStore(session.subscribe, session.getState);

  if (state.kind === 'checking') {
    return (
      <main className="bo-signin">
        <Spinner label={appTexts.checking} />
      </main>
    );
  }
  if (state.kind === 'unreachable') {
    return (
      <main className="bo-signin">
        <div className="bo-signin__card" role="alert">
          <h1 className="bo-signin__title">{appTexts.unreachable}</h1>
          <p>{state.message}</p>
          <button type="button" className="ms-button ms-button--wide" onClick={() => void session.start()}>
            {texts.retry}
          </button>
          <button type="button" className="ms-button ms-button--ghost ms-button--wide" onClick={() => void session.signOut()}>
            {appTexts.signInAgain}
          </button>
        </div>
      </main>
    );
  }
  if (state.kind === 'signed-out') return <SignInPage api={session.api} siteTitle={config.siteTitle} notice={state.notice} onSignedIn={session.signIn} />;
  return <SignedIn session={session} staff={state.staff} config={config} />;
}

function titleOf(resolution: StaffResolution): string {
  if (resolution.kind === 'not-found') return '404';
  return resolution.route.title;
}

function SignedIn({ session, staff, config }: { session: StaffSessionControl; staff: StaffIdentity; config: BackofficeConfig }) {
  const location = useHistoryLocation();
  const [queryClient] = useState(createStaffQueryClient);
  const [signingOut, setSigningOut] = useState(false);
  const services = useMemo<StaffServices>(() => ({ api: session.api, staff }), [session.api, staff]);
  const resolution = useMemo(() => resolveStaffRoute(location.pathname, staff.permissions), [location.pathname, staff.permissions]);

  useEffect(() => {
    document.title = `${titleOf(resolution)} · ${config.siteTitle} ${appTexts.backOffice}`;
  }, [resolution, config.siteTitle]);
  // Back and forward return to where the staff member was; other navigations start at the top.
  useLayoutEffect(() => restoreScroll(location), [location]);

  const signOut = () => {
    setSigningOut(true);
    void session.signOut();
  };

  return (
    <StaffLayout siteTitle={config.siteTitle} staff={staff} location={location} onSignOut={signOut} signingOut={signingOut}>
      <PageContent resolution={resolution} location={location} services={services} queryClient={queryClient} />
    </StaffLayout>
  );
}

interface PageContentProps {
  resolution: StaffResolution;
  location: HistoryLocation;
  services: StaffServices;
  queryClient: QueryClient;
}

/** The page the address names: one of the back office's own, a staff remote's, or the Thai 403 / 404. */
function PageContent({ resolution, location, services, queryClient }: PageContentProps) {
  if (resolution.kind === 'page' && resolution.route.owner !== 'backoffice') {
    const { route } = resolution;
    return (
      <StaffRemoteArea
        key={route.owner}
        remote={route.owner}
        page={route.page}
        route={route.path}
        location={location}
        api={services.api}
        staff={services.staff}
      />
    );
  }
  const route = resolution.kind === 'page' ? resolution.route.path : '*';
  const Page = resolution.kind === 'page' ? ownPages.get(resolution.route.page)?.Component : undefined;
  return (
    <PageBoundary page={resolution.kind === 'page' ? resolution.route.page : resolution.kind}>
      <Suspense fallback={<Spinner label={texts.loading} />}>
        <StaffFrame services={services} queryClient={queryClient} location={location} navigator={navigator} route={route}>
          {resolution.kind === 'forbidden' ? <ForbiddenPage title={resolution.route.title} /> : Page ? <Page /> : <NotFoundPage />}
        </StaffFrame>
      </Suspense>
    </PageBoundary>
  );
}
