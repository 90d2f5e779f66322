import { act, render } from '@testing-library/react';
import { Router } from 'react-router-dom';
import { createFakeApi, createPageProps } from '@member-site/shared/testing';
import { routeLeads, routes, siteBrandOf, type RouteName } from '@member-site/shared';
import { ShellContext, type ShellServices } from './app/shell-context';
import { holdPagePlace, pagePlaceOf } from './app/page-placeholder';
import MainLayout from './chrome/MainLayout';
import { memberRoutes, renderMemberFrame, siteData } from './prerender';
import { createRemoteSession } from './session/remote-session';
import { createSession } from './session/session';
import { createSessionStore } from './session/session-store';
import { createNoticeBoard } from './session/notice-board';

const config = { apiUrl: 'https://api.example.com/', siteTitle: 'สยามเบท', gameOrigins: [] };
const answers = {
  theme: [{ logo: 'https://api.example.com/logo.svg', favicon: 'https://api.example.com/favicon.svg', title: 'สยามเบท' }],
  contact: { url: 'https://line.me/R/ti/p/@main', url2: 'https://line.me/R/ti/p/@backup' },
};

/** What the shell's own first render draws on `path`, for a member whose profile and balance are not known yet, the page's place held. */
function clientChrome(key: RouteName, path: string): string {
  localStorage.clear();
  const session = createSession(createSessionStore(window.localStorage), createFakeApi());
  const site = siteBrandOf(answers, 1_700_000_000_000);
  session.setTheme(site.theme);
  if (site.contact) session.setContact(site.contact);
  const services = {
    session,
    remoteSession: createRemoteSession(session),
    notices: createNoticeBoard(),
    api: createFakeApi(),
    config: { ...config, apiUrl: 'https://api.example.com' },
  } as ShellServices;
  const { container } = render(
    <ShellContext.Provider value={services}>
      <Router location={path} navigator={createPageProps().navigator}>
        <MainLayout routePath={routes[key].path}>
          {/* As Frame draws the page's area while its remote loads: the page's place held. */}
          <div className="remote-area" ref={(area) => holdPagePlace(area, pagePlaceOf(key, routes[key]))} />
        </MainLayout>
      </Router>
    </ShellContext.Provider>,
  );
  return container.innerHTML;
}

/**
 * The elements, their attributes (in any order) and text, with what differs by design left out:
 * React's generated ids, the tests' hooks, the server render's preload of the logo.
 */
function comparable(html: string): string {
  const root = new DOMParser().parseFromString(html, 'text/html').body;
  const left = new Set(['id', 'aria-controls', 'data-testid']);
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.matches('link[rel="preload"]')) return '';
    const attributes = [...node.attributes]
      .filter((a) => !left.has(a.name))
      .map((a) => `${a.name}="${a.value}"`)
      .sort();
    return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${[...node.childNodes].map(walk).join('')}</>`;
  };
  return [...root.childNodes].map(walk).join('');
}

describe("the member frame in a member route's first HTML (ADR 0053)", () => {
  it('is every member route and none other, each matched as the router matches it', () => {
    const list = memberRoutes();
    const keys = list.map((route) => route.key);
    expect(keys).toEqual(expect.arrayContaining(['playgame', 'topup', 'withdraw', 'profile', 'sportDetail', 'affiliate']));
    expect(keys).not.toEqual(expect.arrayContaining(['index', 'login', 'activity', 'promotion', 'responsiblePlay', 'logout']));
    const match = (path: string) => list.find((route) => new RegExp(route.pattern, 'i').test(path))?.key;
    expect(match('/topup')).toBe('topup');
    expect(match('/Topup/')).toBe('topup');
    expect(match('/Sport/football')).toBe('sportDetail');
    expect(match('/sport')).toBe('sport');
    expect(match('/topup/x')).toBeUndefined();
    expect(match('/login')).toBeUndefined();
  });

  it.each([
    ['topup', '/topup'],
    ['playgame', '/playgame'],
    ['profile', '/profile'],
  ] as const)('%s: draws what the shell first draws, to the element, so the hand-over moves nothing', (key, path) => {
    const server = renderMemberFrame(key, { config, site: siteData(answers, 1_700_000_000_000) });
    expect(server).toMatch(new RegExp(`^<div id="member-frame" inert aria-hidden="true" data-route="${key}">`));
    expect(server).not.toContain('data-testid');
    const frame = new DOMParser().parseFromString(server, 'text/html').body;
    const drawn = (frame.firstElementChild as HTMLElement).innerHTML;
    act(() => undefined);
    expect(comparable(drawn)).toBe(comparable(clientChrome(key, path)));
    // The member's names have their line before /auth answers; the balance's mark its place.
    expect(frame.querySelector('.topbar__user')?.textContent).toBe('\u00a0');
    // /playgame has its own bar instead of the balance (spec: hidden on playgame).
    expect(frame.querySelector('.balance__stale') !== null).toBe(key !== 'playgame');
    // The page's heading and lead where the page will be (ADR 0060), hidden from assistive
    // technology as the whole picture is: the page's own heading is the one to read.
    expect(frame.querySelector('.remote-area > [data-placeholder][aria-hidden="true"] > h1')?.textContent).toBe(routes[key].title);
    expect(frame.querySelector('h1 + p.ms-lead')?.textContent).toBe(routeLeads[key]);
  });
});
