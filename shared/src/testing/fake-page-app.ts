import type { LifeCycles } from 'single-spa';

/** A remote's page app for tests of the hosts' page mounting (mountPage, the page areas). */
export interface FakePageApp {
  app: LifeCycles;
  /** Pages shown in order, from mount to unmount. */
  shown: string[];
  /** From mount until unmount. */
  live: () => boolean;
  /** Ends the pending mount (fails it with `mountFails`). */
  finishMount: () => void;
}

/** A page app whose mount waits until the test says so, like a page chunk still downloading. */
export function fakePageApp({ mountFails = false }: { mountFails?: boolean } = {}): FakePageApp {
  let live = false;
  let finishMount = () => {};
  const shown: string[] = [];
  const app: LifeCycles<{ page: string }> = {
    bootstrap: () => Promise.resolve(),
    mount: (props) =>
      new Promise<void>((resolve, reject) => {
        finishMount = () => {
          finishMount = () => {};
          if (mountFails) return reject(new Error('chunk failed'));
          live = true;
          shown.push(props.page);
          resolve();
        };
      }),
    update: (props) => {
      if (!live) return Promise.reject(new Error('update before mount'));
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
