import type * as Scroll from './scroll';

/** Scroll positions by history entry (ADR 0036), kept across a reload of the tab. */

type ScrollModule = typeof Scroll;

/** The module as a fresh page load has it: nothing read yet. */
function load(): ScrollModule {
  let loaded: ScrollModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<ScrollModule>('./scroll');
  });
  return loaded as ScrollModule;
}

function scrolledTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

let scrollSpy: jest.SpyInstance;

beforeEach(() => {
  window.sessionStorage.clear();
  scrollSpy = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // Tall enough for any position: the return scrolls at once.
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 });
});

afterEach(() => jest.restoreAllMocks());

describe('scroll restoration', () => {
  it('a return after a reload goes back to where the member was on that entry', () => {
    const before = load();
    before.startScrollRestoration(() => 'entry-b');
    scrolledTo(640);
    before.rememberScroll('entry-a');
    scrolledTo(120);
    window.dispatchEvent(new Event('pagehide'));

    const after = load();
    after.startScrollRestoration(() => 'entry-b');
    after.restoreScroll({ key: 'entry-a', hash: '', navigationType: 'POP' });
    expect(scrollSpy).toHaveBeenLastCalledWith(0, 640);
    after.restoreScroll({ key: 'entry-b', hash: '', navigationType: 'POP' });
    expect(scrollSpy).toHaveBeenLastCalledWith(0, 120);
  });

  it('the start reads nothing from the tab storage: the positions are read when first needed', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const scroll = load();
    scroll.startScrollRestoration(() => 'entry');
    expect(getItem).not.toHaveBeenCalled();
    scroll.restoreScroll({ key: 'entry', hash: '', navigationType: 'POP' });
    expect(getItem).toHaveBeenCalledWith('scroll_positions');
  });

  it('a new navigation starts at the top; kept positions that cannot be read are ignored', () => {
    window.sessionStorage.setItem('scroll_positions', '{not json');
    const scroll = load();
    scroll.startScrollRestoration(() => 'entry');
    scroll.restoreScroll({ key: 'other', hash: '', navigationType: 'POP' });
    expect(scrollSpy).not.toHaveBeenCalled();
    scroll.restoreScroll({ key: 'next', hash: '', navigationType: 'PUSH' });
    expect(scrollSpy).toHaveBeenLastCalledWith(0, 0);
  });
});
