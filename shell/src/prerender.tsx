// The shell's renderer for Node (ADR 0053): built beside the browser build as
// dist/prerender/render.cjs, run by the release tool with the runtime configuration and the
// operator's brand whenever the registry or the brand changes (tools/release/prerender.mjs). It
// draws a member route's frame as the browser's first render of it draws it: the member chrome
// (top bar, balance bar with its reserved mark, bottom nav or the playgame bar) around the page's
// area, for a member whose profile and balance are not known yet. The servers put it in the
// first HTML of that route, so the page paints before any script runs; the shell's own chrome
// replaces it in the frame it first commits (MainLayout), with the page's heading in the area
// until the remote's page takes its place (RemoteArea). The page's area holds the page's heading
// and lead as the shell holds its place (ADR 0060).
import { renderToStaticMarkup } from 'react-dom/server';
import { Router, createPath, type Navigator } from 'react-router-dom';
import { routePath, routes, siteBrandOf, type ApiClient, type RouteName, type RuntimeConfig, type SiteBrand } from '@member-site/shared';
import { ShellContext, type ShellServices } from './app/shell-context';
import MainLayout from './chrome/MainLayout';
import { parseRuntimeConfig } from './config/runtime-config';
import { memberFrameId } from './app/member-frame';
import { pagePlaceOf, type PagePlace } from './app/page-placeholder';
import { createNoticeBoard } from './session/notice-board';
import { leadOf, pagePlaceClass } from './chrome/page-place';
import { createDeviceTokens } from './session/device-tokens';
import { createRemoteSession } from './session/remote-session';
import { createSession } from './session/session';
import { createSessionStore } from './session/session-store';

/** A member route the servers compose: its route table name, its path's pattern, and whose page it shows. */
export interface MemberRoute {
  key: RouteName;
  path: string;
  /** Matches the request's path (not its query), case-insensitively, with an optional trailing slash; JavaScript and nginx (PCRE) alike. */
  pattern: string;
  remote: string;
  page: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The routes only a member opens (a visitor is sent to /login): a member frame in their first HTML is right for whoever opens them with a token. */
export function memberRoutes(): MemberRoute[] {
  return (Object.keys(routes) as RouteName[]).flatMap((key) => {
    const route = routes[key];
    if (route.access !== 'member' || route.remote === 'shell') return [];
    const pattern = `^${route.path
      .toLowerCase()
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegex(part)))
      .join('/')}/?$`;
    return [{ key, path: route.path, pattern, remote: route.remote, page: route.page }];
  });
}

/** The brand as the shell reads it (the browser's own readers), written beside the frame as `#prerendered-site`. */
export function siteData(answers: { theme?: unknown; contact?: unknown; website?: unknown }, changedAt: number): SiteBrand {
  return siteBrandOf(answers, changedAt);
}

/** Nothing is kept on the server. */
const nowhere: Storage = { length: 0, clear: () => undefined, getItem: () => null, key: () => null, removeItem: () => undefined, setItem: () => undefined };

/** Nothing moves on the server: the links only need their addresses. */
const stayingNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** holdPagePlace's element (shell/src/app/page-placeholder.ts), drawn by React for the server. */
export function PagePlaceholder({ place }: { place: PagePlace }) {
  const lead = leadOf(place);
  return (
    <div className={pagePlaceClass(place)} data-placeholder="" aria-hidden="true">
      <h1>{place.title}</h1>
      {lead ? <p className="ms-lead">{lead}</p> : null}
    </div>
  );
}

/**
 * The member frame of route `key` (one of memberRoutes), as the shell's first render draws it for
 * a signed-in member before /auth and the credit answer: `<div id="member-frame">`, inert (a
 * picture of the page until the shell runs).
 */
export function renderMemberFrame(key: RouteName, { config, site = null }: { config: unknown; site?: SiteBrand | null }): string {
  const route = routes[key];
  const store = createSessionStore(nowhere);
  const api = {} as ApiClient;
  const session = createSession(store, api, createDeviceTokens(nowhere));
  if (site) {
    session.setTheme(site.theme);
    if (site.contact) session.setContact(site.contact);
  }
  const services: ShellServices = {
    session,
    remoteSession: createRemoteSession(session),
    api,
    config: parseRuntimeConfig(config) satisfies RuntimeConfig,
    notices: createNoticeBoard(),
  };
  const pathname = route.path.includes(':') ? route.path : routePath(key);
  const html = renderToStaticMarkup(
    <ShellContext.Provider value={services}>
      <Router location={{ pathname, search: '', hash: '', state: null, key: 'default' }} navigator={stayingNavigator} static>
        <MainLayout routePath={route.path}>
          {/* The page's heading and lead where the page will be, as the shell holds its place
              (ADR 0060): the largest text of the page's start, on screen before any script. */}
          <div className="remote-area">
            <PagePlaceholder place={pagePlaceOf(key, route)} />
          </div>
        </MainLayout>
      </Router>
    </ShellContext.Provider>,
  );
  // A picture: nothing in it is the page's to test or to name (the shell's own chrome carries both),
  // to reach (inert) or to read (aria-hidden: assistive technology, and tools that find elements
  // by role, meet only the shell's own chrome).
  return `<div id="${memberFrameId}" inert aria-hidden="true" data-route="${key}">${html.replace(/ data-testid="[^"]*"/g, '')}</div>`;
}
