import { act, render } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import type { RemoteName } from '@member-site/shared';
import { createFakeApi } from '@member-site/shared/testing';
import { createRemoteSession } from '../session/remote-session';
import { createSession } from '../session/session';
import { createSessionStore } from '../session/session-store';
import { RemoteArea } from './RemoteArea';
import { ShellContext, type ShellServices } from './shell-context';

jest.mock('../federation/registry', () => ({ loadRemoteApp: jest.fn(), resetRemote: jest.fn() }));
const registry = jest.requireMock('../federation/registry') as { loadRemoteApp: jest.Mock };

interface FakeRemote {
  app: LifeCycles;
  /** Pages each live root shows, in order; a root is live from mount until unmount. */
  shown: string[];
  live: () => boolean;
  finishMount: () => void;
}

/** A remote whose mount waits until the test says so, like a page chunk still downloading. */
function fakeRemote(): FakeRemote {
  let live = false;
  let finishMount = () => {};
  const shown: string[] = [];
  const app: LifeCycles<{ page: string }> = {
    bootstrap: () => Promise.resolve(),
    mount: (props) =>
      new Promise<void>((resolve) => {
        finishMount = () => {
          live = true;
          shown.push(props.page);
          resolve();
        };
      }),
    update: (props) => {
      if (!live) throw new Error('update before mount');
      shown.push(props.page);
      return Promise.resolve();
    },
    unmount: () => {
      live = false;
      return Promise.resolve();
    },
  };
  return { app: app as LifeCycles, shown, live: () => live, finishMount: () => finishMount() };
}

const session = createSession(createSessionStore(window.localStorage), createFakeApi());
const services = {
  session,
  remoteSession: createRemoteSession(session),
  api: createFakeApi(),
  config: { apiUrl: '', siteTitle: 'สยามเบท', gameOrigins: [] },
  navigate: jest.fn(),
} as ShellServices;

function area(remote: RemoteName, page: string) {
  return (
    <ShellContext.Provider value={services}>
      <RemoteArea key={remote} remote={remote} page={page} params={{}} search="" />
    </ShellContext.Provider>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('RemoteArea parcel sequencing', () => {
  it('unmounts a remote that was still mounting when the member moved to another remote', async () => {
    const games = fakeRemote();
    const wallet = fakeRemote();
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
    const games = fakeRemote();
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
