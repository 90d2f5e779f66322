/** shell/public/boot.js (ADR 0028): when the page's scripts start, run as the page runs it. */
function runBoot({ prerendered, memberFrame = false }: { prerendered: boolean; memberFrame?: boolean }) {
  document.head.replaceChildren();
  document.body.replaceChildren();
  const boot = document.createElement('script');
  boot.setAttribute('data-main', '/main.0123456789.js');
  document.head.append(boot);
  if (prerendered) {
    const template = document.createElement('template');
    template.id = 'prerendered-preloads';
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.href = 'http://127.0.0.1:3101/1/remoteEntry.js';
    template.content.append(preload);
    document.head.append(template);
    const page = document.createElement('div');
    // The landing's page, or a member route's frame with the page's heading and lead (ADR 0060).
    page.id = memberFrame ? 'member-frame' : 'prerendered';
    document.body.append(page);
  }
  Object.defineProperty(document, 'currentScript', { value: boot, configurable: true });
  jest.isolateModules(() => {
    // The script itself, run as the page runs it (plain code, no module): required, not imported.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('../public/boot.js');
  });
}

const mainScripts = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
const preloads = () => [...document.head.querySelectorAll(':scope > link[rel=preload]')].map((link) => link.getAttribute('href'));

/**
 * The tasks boot.js posted to itself (a MessageChannel: no timer, so a test's held clock does not
 * hold the start), run in order by nextTask.
 */
let posted: (() => void)[] = [];
class FakeChannel {
  port1: { onmessage: ((event: MessageEvent) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => posted.push(() => this.port1.onmessage?.(new MessageEvent('message'))) };
}
function nextTask() {
  const tasks = posted;
  posted = [];
  tasks.forEach((task) => task());
}

/** In the next task: the main script and the kept-back preloads are in the head, and stay there once. */
function expectStartedOnce() {
  nextTask();
  expect(mainScripts()).toEqual(['/main.0123456789.js']);
  expect(preloads()).toEqual(['http://127.0.0.1:3101/1/remoteEntry.js']);
  jest.advanceTimersByTime(3000);
  expect(mainScripts()).toHaveLength(1);
}

describe('the boot script', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    posted = [];
    Object.defineProperty(window, 'MessageChannel', { value: FakeChannel, configurable: true, writable: true });
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('starts a page without prerendered HTML at once', () => {
    runBoot({ prerendered: false });
    expect(mainScripts()).toEqual(['/main.0123456789.js']);
    expect((document.head.querySelector('script[src]') as HTMLScriptElement).async).toBe(false);
  });

  it('starts a prerendered page, without paint timing, in the frame after its first paint, with the preloads it kept back, once', () => {
    runBoot({ prerendered: true });
    expect(mainScripts()).toEqual([]);
    expect(preloads()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expectStartedOnce();
  });

  describe('with paint timing', () => {
    let report: ((names: string[]) => void) | undefined;
    let observed: PerformanceObserverInit | undefined;

    beforeEach(() => {
      report = undefined;
      class FakeObserver {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        constructor(private readonly callback: PerformanceObserverCallback) {}
        observe(options: PerformanceObserverInit) {
          observed = options;
          report = (names) =>
            this.callback(
              { getEntriesByName: (name: string) => names.filter((n) => n === name).map((n) => ({ name: n })) } as unknown as PerformanceObserverEntryList,
              this as unknown as PerformanceObserver,
            );
        }
        disconnect() {
          report = undefined;
        }
      }
      Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
    });

    afterEach(() => {
      delete (window as unknown as Record<string, unknown>).PerformanceObserver;
    });

    it('starts once the first contentful paint is on screen, not at the frame before it, once', () => {
      runBoot({ prerendered: true });
      expect(observed).toEqual({ type: 'paint', buffered: true });
      frames.forEach((frame) => frame(0));
      nextTask();
      expect(mainScripts()).toEqual([]);
      report?.(['first-paint']);
      nextTask();
      expect(mainScripts()).toEqual([]);
      report?.(['first-contentful-paint']);
      expect(mainScripts()).toEqual([]);
      expectStartedOnce();
    });

    it("waits for a member's frame to be on screen as for the landing's page, and not for a visitor's, which is hidden", () => {
      runBoot({ prerendered: true, memberFrame: true });
      expect(mainScripts()).toEqual([]);
      report?.(['first-contentful-paint']);
      expectStartedOnce();
      document.documentElement.setAttribute('data-visitor', '');
      try {
        runBoot({ prerendered: true, memberFrame: true });
        expect(mainScripts()).toEqual(['/main.0123456789.js']);
      } finally {
        document.documentElement.removeAttribute('data-visitor');
      }
    });

    it('does not wait more than 3 s for a paint', () => {
      runBoot({ prerendered: true });
      jest.advanceTimersByTime(2999);
      expect(mainScripts()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(mainScripts()).toEqual(['/main.0123456789.js']);
    });

    it('starts at once when the tab goes to the background before its paint', () => {
      runBoot({ prerendered: true });
      jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      expect(mainScripts()).toEqual(['/main.0123456789.js']);
    });
  });

  it("keeps Chrome's install offer that comes before the main script", () => {
    runBoot({ prerendered: true });
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect((window as unknown as Record<symbol, Event>)[Symbol.for('member-site.install-offer.early')]).toBe(offer);
  });
});

describe('the boot script when the main script cannot be fetched', () => {
  // The button's reload: e2e/tests/member-first-html.spec.ts (jsdom has no navigation).
  it('says so in Thai with a button to try again', () => {
    runBoot({ prerendered: false });
    const main = document.head.querySelector('script[src]') as HTMLScriptElement;
    main.dispatchEvent(new Event('error'));
    const notes = document.querySelectorAll('[role="alert"]');
    expect(notes).toHaveLength(1);
    expect(notes[0]?.textContent).toContain('โหลดหน้าเว็บไม่สำเร็จ');
    const again = notes[0]?.querySelector('button') as HTMLButtonElement;
    // Outside any form: a plain button.
    expect(again.form).toBeNull();
    expect(again.textContent).toBe('ลองใหม่');
  });
});
