import { type ReactNode, Suspense } from 'react';
import { preloadableLazy, Spinner, texts, type LayoutName } from '@member-site/shared';
import { ContactButton } from '../chrome/ContactButton';
import './layouts.css';

// The member chrome is not needed by visitors: it loads once there is a member (preloaded at
// start or at sign-in, so the first member page does not wait behind a Suspense fallback).
const memberChrome = preloadableLazy(() => import(/* webpackChunkName: "member-chrome" */ '../chrome/MainLayout'));
export const preloadMemberChrome = memberChrome.preload;
const MainLayout = memberChrome.Component;

interface LayoutProps {
  children: ReactNode;
  routePath: string;
}

/** Error page. */
function EmptyLayout({ children }: LayoutProps) {
  return <main className="layout-empty">{children}</main>;
}

/** Visitors: the pages draw their own landmarks (header, main, footer) and scroll the window. */
function LandingLayout({ children }: LayoutProps) {
  return (
    <>
      <div className="layout-landing">{children}</div>
      <ContactButton />
    </>
  );
}

/** Passthrough. */
function DefaultLayout({ children }: LayoutProps) {
  return <>{children}</>;
}

/** A plain page with the contact buttons. */
function BackgroundLayout({ children }: LayoutProps) {
  return (
    <>
      <main className="layout-background">{children}</main>
      <ContactButton />
    </>
  );
}

function LazyMainLayout(props: LayoutProps) {
  return (
    <Suspense fallback={<Spinner label={texts.loading} />}>
      <MainLayout {...props} />
    </Suspense>
  );
}

export const layouts: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  empty: EmptyLayout,
  landing: LandingLayout,
  main: LazyMainLayout,
  default: DefaultLayout,
  background: BackgroundLayout,
};
