import { runEarlyActions } from '@member-site/shared';

/** shell/public/early.js (issue 21), run as the page's inline script runs, over a prerendered login form. */
function loadPage(): { form: HTMLFormElement; submit: HTMLButtonElement; toggle: HTMLButtonElement; outside: HTMLButtonElement } {
  delete (window as unknown as Record<symbol, unknown>)[Symbol.for('member-site.early-actions')];
  const button = (type: 'button' | 'submit', text: string, id = '') => Object.assign(document.createElement('button'), { type, textContent: text, id });
  const form = Object.assign(document.createElement('form'), { method: 'post' });
  form.append(Object.assign(document.createElement('input'), { name: 'username' }), button('button', 'แสดง', 'toggle'), button('submit', 'เข้าสู่ระบบ'));
  const area = Object.assign(document.createElement('div'), { id: 'prerendered' });
  area.append(form);
  document.body.replaceChildren(area, button('button', 'อื่น', 'outside'));
  jest.isolateModules(() => {
    // The script itself, plain code: required, not imported.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('../public/early.js');
  });
  return {
    form,
    submit: form.querySelector('[type=submit]') as HTMLButtonElement,
    toggle: document.getElementById('toggle') as HTMLButtonElement,
    outside: document.getElementById('outside') as HTMLButtonElement,
  };
}

describe('what a visitor does before the prerendered page runs', () => {
  const listeners: (() => void)[] = [];
  afterEach(() => {
    jest.useRealTimers();
    listeners.splice(0).forEach((remove) => remove());
  });

  /** Records what reaches the page's own handlers (React's, once it runs). */
  function heard(target: EventTarget, type: string): Event[] {
    const events: Event[] = [];
    const listener = (event: Event) => {
      events.push(event);
      event.preventDefault();
    };
    target.addEventListener(type, listener);
    listeners.push(() => target.removeEventListener(type, listener));
    return events;
  }

  it('keeps a submit (stopped, the button marked busy) and carries it out once when the page runs', () => {
    jest.useFakeTimers();
    const { form, submit } = loadPage();
    const submits = heard(form, 'submit');
    submit.click();
    submit.click();
    form.requestSubmit();
    expect(submits).toHaveLength(0);
    expect(submit.hasAttribute('data-early')).toBe(true);

    runEarlyActions();
    jest.runAllTimers();
    expect(submits).toHaveLength(1);
    expect(submit.hasAttribute('data-early')).toBe(false);
    // Running now: the page hears each submit itself, and nothing is carried out again.
    submit.click();
    runEarlyActions();
    jest.runAllTimers();
    expect(submits).toHaveLength(2);
  });

  it('keeps taps on other buttons in order, and leaves alone what is outside the prerendered page', () => {
    jest.useFakeTimers();
    const { form, submit, toggle, outside } = loadPage();
    const order: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      order.push('submit');
    });
    toggle.addEventListener('click', () => order.push('toggle'));
    const outsideClicks = heard(outside, 'click');
    toggle.click();
    submit.click();
    outside.click();
    expect(outsideClicks).toHaveLength(1);
    expect(order).toEqual([]);
    runEarlyActions();
    jest.runAllTimers();
    expect(order).toEqual(['toggle', 'submit']);
  });

  it("keeps a referral link's ref for the visit from the first moment, where the landing reads it (its referral.ts)", () => {
    window.history.replaceState(null, '', '/?ref=FRIEND42');
    loadPage();
    window.history.replaceState(null, '', '/');
    expect(sessionStorage.getItem('member-site.referral')).toBe('FRIEND42');
    sessionStorage.clear();
  });

  it('does nothing on a page that never had it (a member page, a page rendered in the browser)', () => {
    delete (window as unknown as Record<symbol, unknown>)[Symbol.for('member-site.early-actions')];
    expect(() => runEarlyActions()).not.toThrow();
  });
});

describe("a visitor's page, marked by the inline script so the server's member frame does not show (ADR 0053)", () => {
  function markedAsVisitor(): boolean {
    document.documentElement.removeAttribute('data-visitor');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('../public/early.js');
    });
    return document.documentElement.hasAttribute('data-visitor');
  }

  afterEach(() => localStorage.clear());

  it("marks a page without a kept token, and not a signed-in member's", () => {
    expect(markedAsVisitor()).toBe(true);
    localStorage.setItem('access_token', 'token-1');
    expect(markedAsVisitor()).toBe(false);
  });
});

describe("a held member's page, marked by the inline script so the frame holds no page's place (ADR 0050, 0060)", () => {
  function marks(): { visitor: boolean; held: boolean } {
    document.documentElement.removeAttribute('data-visitor');
    document.documentElement.removeAttribute('data-held');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('../public/early.js');
    });
    return { visitor: document.documentElement.hasAttribute('data-visitor'), held: document.documentElement.hasAttribute('data-held') };
  }

  afterEach(() => localStorage.clear());

  it('marks a member whose kept profile requires a password change, and no other', () => {
    localStorage.setItem('access_token', 'token-1');
    expect(marks()).toEqual({ visitor: false, held: false });
    localStorage.setItem('profile', JSON.stringify({ username: '0812345678', password_change_required: true }));
    expect(marks()).toEqual({ visitor: false, held: true });
    localStorage.setItem('profile', JSON.stringify({ username: '0812345678', password_change_required: false }));
    expect(marks()).toEqual({ visitor: false, held: false });
    // An unreadable kept profile is no reason to hide anything, nor to treat the member as a visitor.
    localStorage.setItem('profile', '{not json');
    expect(marks()).toEqual({ visitor: false, held: false });
    localStorage.removeItem('access_token');
    expect(marks()).toEqual({ visitor: true, held: false });
  });
});
