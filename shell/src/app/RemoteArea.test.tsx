import { act, render } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import type { RemoteName } from '@member-site/shared';
import { createFakeApi, fakePageApp } from '@member-site/shared/testing';
import { createRemoteSession } from '../session/remote-session';
import { createSession } from '../session/session';
import { drawPagePlace } from '../chrome/page-place';
import { createSessionStore } from '../session/session-store';
import { setPagePlaceDrawer } from './page-placeholder';
import { RemoteArea } from './RemoteArea';
import { ShellContext, type ShellServices } from './shell-context';
import { createNoticeBoard } from '../session/notice-board';

jest.mock('../federation/registry', () => ({ loadRemoteApp: jest.fn(), resetRemote: jest.fn(), versionOf: jest.fn() }));
const registry = jest.requireMock('../federation/registry') as { loadRemoteApp: jest.Mock; versionOf: jest.Mock };

const session = createSession(createSessionStore(window.localStorage), createFakeApi());
const services = {
  session,
  remoteSession: createRemoteSession(session),
  notices: createNoticeBoard(),
  api: createFakeApi(),
  config: { apiUrl: '', siteTitle: 'สยามเบท', gameOrigins: [] },
} as ShellServices;

function area(remote: RemoteName, page: string) {
  return (
    <ShellContext.Provider value={services}>
      <RemoteArea
        key={remote}
        remote={remote}
        page={page}
        route={`/${page}`}
        location={{ pathname: `/${page}`, search: '', hash: '', state: null, key: page }}
      />
    </ShellContext.Provider>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('RemoteArea parcel sequencing', () => {
  it('unmounts a remote that was still mounting when the member moved to another remote', async () => {
    const games = fakePageApp();
    const wallet = fakePageApp();
    registry.loadRemoteApp.mockImplementation((name: RemoteName) => Promise.resolve(name === 'mf_games' ? games.app : wallet.app));

    const view = render(area('mf_games', 'casino'));
    await settle();
    view.rerender(area('mf_wallet', 'topup'));
    await settle();
    await act(async () => games.finishMount());
    await settle();

    expect(games.live()).toBe(false);
    await act(async () => wallet.finishMount());
    expect(wallet.live()).toBe(true);
    expect(wallet.shown).toEqual(['topup']);
  });

  it('delivers a page change sent during the mount once the mount completes', async () => {
    const games = fakePageApp();
    registry.loadRemoteApp.mockResolvedValue(games.app);

    const view = render(area('mf_games', 'casino'));
    await settle();
    view.rerender(area('mf_games', 'slot'));
    view.rerender(area('mf_games', 'card'));
    await settle();
    await act(async () => games.finishMount());
    await settle();

    expect(games.live()).toBe(true);
    expect(games.shown).toEqual(['casino', 'card']);
  });
});

describe('RemoteArea and the prerendered landing page (ADR 0025)', () => {
  function serverPage(page: string, version: string): HTMLElement {
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<div id="prerendered" data-remote="mf_landing" data-page="${page}" data-version="${version}"><h1>สยามเบท</h1></div>`,
    );
    return document.getElementById('prerendered') as HTMLElement;
  }

  /** The mount props the landing received. */
  function landingMounts(): { domElement: HTMLElement; hydrate?: boolean }[] {
    const mounts: { domElement: HTMLElement; hydrate?: boolean }[] = [];
    const app: LifeCycles = {
      bootstrap: () => Promise.resolve(),
      mount: (props) => {
        mounts.push(props as unknown as (typeof mounts)[number]);
        return Promise.resolve();
      },
      unmount: () => Promise.resolve(),
    };
    registry.loadRemoteApp.mockResolvedValue(app);
    return mounts;
  }

  afterEach(() => document.getElementById('prerendered')?.remove());

  it("hands the server's page of the same page and version to the landing to hydrate", async () => {
    const element = serverPage('index', '20261124-abc');
    registry.versionOf.mockReturnValue('20261124-abc');
    const mounts = landingMounts();
    render(area('mf_landing', 'index'));
    await settle();
    expect(mounts).toHaveLength(1);
    expect(mounts[0]?.domElement).toBe(element);
    expect(mounts[0]?.hydrate).toBe(true);
    expect(document.getElementById('prerendered')).toBe(element);
  });

  it('removes it when this browser runs another version (canary, preview) and renders as usual', async () => {
    serverPage('index', '20261124-abc');
    registry.versionOf.mockReturnValue('20261125-def');
    const mounts = landingMounts();
    render(area('mf_landing', 'index'));
    await settle();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(mounts[0]?.hydrate).toBe(false);
    expect(mounts[0]?.domElement).toHaveClass('remote-area');
  });

  it('removes it when the page differs, and when the landing cannot load (its fallback shows instead)', async () => {
    serverPage('login', '20261124-abc');
    registry.versionOf.mockReturnValue('20261124-abc');
    landingMounts();
    render(area('mf_landing', 'register'));
    await settle();
    expect(document.getElementById('prerendered')).toBeNull();

    serverPage('index', '20261124-abc');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    registry.loadRemoteApp.mockRejectedValue(new Error('offline'));
    const view = render(area('mf_landing', 'index'));
    await settle();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(view.getByRole('alert')).toBeInTheDocument();
  });
});

describe("a member page's heading while its remote loads (ADR 0053)", () => {
  it("holds the page's place and gives way to the page's root in the commit that draws the page", async () => {
    let root: import('react-dom/client').Root | null = null;
    let finish = () => {};
    const app: LifeCycles = {
      bootstrap: () => Promise.resolve(),
      // A real React root in the area, as single-spa-react mounts a page.
      mount: (props) =>
        new Promise<void>((resolve) => {
          finish = () => {
            const { createRoot } = jest.requireActual<typeof import('react-dom/client')>('react-dom/client');
            root = createRoot((props as unknown as { domElement: HTMLElement }).domElement);
            // flushSync: the page drawn now, as its commit draws it.
            jest.requireActual<typeof import('react-dom')>('react-dom').flushSync(() => root?.render(<p>ยอดฝาก</p>));
            resolve();
          };
        }),
      unmount: () => {
        root?.unmount();
        return Promise.resolve();
      },
    };
    registry.loadRemoteApp.mockResolvedValue(app);
    // The member chrome's chunk gives the drawing (MainLayout).
    setPagePlaceDrawer(drawPagePlace);
    const view = render(
      <ShellContext.Provider value={services}>
        <RemoteArea
          remote="mf_wallet"
          page="topup"
          route="/Topup"
          location={{ pathname: '/topup', search: '', hash: '', state: null, key: 'topup' }}
          placeholder={{ name: 'topup', title: 'ฝากเงิน', lead: 'ฝากด้วยการโอนจากบัญชีที่ลงทะเบียนไว้' }}
        />
      </ShellContext.Provider>,
    );
    const host = view.container.querySelector('.remote-area') as HTMLElement;
    expect(host.querySelector('[data-placeholder] h1')?.textContent).toBe('ฝากเงิน');
    expect(host.querySelector('[data-placeholder] h1 + p.ms-lead')?.textContent).toBe('ฝากด้วยการโอนจากบัญชีที่ลงทะเบียนไว้');
    expect(host.querySelector('[data-placeholder]')).toHaveAttribute('aria-hidden', 'true');
    await settle();
    await act(async () => finish());
    expect(host.innerHTML).toBe('<p>ยอดฝาก</p>');
    view.unmount();
  });

  it('shows none where no page title is given (a visitor page, the landing hydrating its own)', async () => {
    registry.loadRemoteApp.mockReturnValue(new Promise(() => undefined));
    const view = render(area('mf_games', 'casino'));
    expect(view.container.querySelector('.remote-area')?.childNodes).toHaveLength(0);
  });
});
