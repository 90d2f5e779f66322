import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { fakePageApp, type FakePageApp } from '../testing/fake-page-app';
import { mountPage } from './parcel-driver';

// Node's garbage collector, on demand: the test asks whether anything still holds a left page.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** A task later: what the promises just settled let go of can be collected (WeakRefs hold for the current task). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Mounts `fake` with the page `page`; later updates send `latest.page`. */
function mount(fake: FakePageApp, page: string, domElement = document.createElement('div')) {
  const latest = { page };
  const props = { page, domElement };
  const driver = mountPage({ ...fake.app, name: 'mf_test' }, props, () => latest);
  return { driver, latest };
}

describe('mountPage', () => {
  afterEach(() => jest.useRealTimers());

  it('delivers the page asked for during the mount once the mount is done, once', async () => {
    const fake = fakePageApp();
    const { driver, latest } = mount(fake, 'casino');
    latest.page = 'slot';
    driver.update();
    latest.page = 'card';
    driver.update();
    await nextTask();
    fake.finishMount();
    await driver.mounted;
    await nextTask();
    expect(fake.shown).toEqual(['casino', 'card']);
  });

  it('unmounts a page left while still mounting as soon as its mount is done', async () => {
    const fake = fakePageApp();
    const { driver } = mount(fake, 'casino');
    const unmounted = driver.unmount();
    await nextTask();
    fake.finishMount();
    await unmounted;
    expect(fake.live()).toBe(false);
  });

  it('reports a failed mount, and leaving it unmounts nothing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const fake = fakePageApp({ mountFails: true });
    const { driver } = mount(fake, 'casino');
    await nextTask();
    fake.finishMount();
    await expect(driver.mounted).rejects.toThrow('chunk failed');
    await expect(driver.unmount()).resolves.toBeUndefined();
  });

  // single-spa 6 keeps every root parcel, props and DOM element included, after its unmount
  // (issue 36): each page a member left kept its element and React's listeners on it.
  it('lets go of a page once it is unmounted: its element and props can be collected', async () => {
    // single-spa's time limits on each lifecycle call (3 s) hold the parcel until they lapse.
    jest.useFakeTimers();
    const element = new WeakRef(document.createElement('div'));
    // The area's part: mounts the page, leaves it, and keeps nothing of it.
    await (async () => {
      const fake = fakePageApp();
      const { driver } = mount(fake, 'casino', element.deref());
      await jest.advanceTimersByTimeAsync(0);
      fake.finishMount();
      await driver.mounted;
      await driver.unmount();
    })();
    await jest.advanceTimersByTimeAsync(5_000);
    jest.useRealTimers();
    await nextTask();
    collectGarbage();
    expect(element.deref()).toBeUndefined();
  });
});
