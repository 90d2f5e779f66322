import { apiPaths, type PushedNotice } from '@member-site/shared';
import { createFakeApi, memberAnswers, type AnswerTable } from '@member-site/shared/testing';
import { blockedAfter, followBalancePush, pushRetryMs, type PushEnvironment } from './balance-push';
import { balanceCheckMs, firstPollDelayMs, pollIntervalMs, startMemberPollers } from './pollers';
import { createSession } from './session';
import { createSessionStore } from './session-store';

// Capability balance-push (issue 38, ADR 0062), with the browser's parts replaced by fakes that
// behave as the real ones do: one EventSource per stream, a BroadcastChannel between the tabs of
// one browser, and the Web Locks queue that makes one tab the leader.

class FakeEventSource {
  static made: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  private fire(type: string, init: MessageEventInit = {}): void {
    if (!this.closed) for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, init));
  }
  open(): void {
    this.fire('open');
  }
  send(type: string, id: string, data: unknown): void {
    this.fire(type, { data: typeof data === 'string' ? data : JSON.stringify(data), lastEventId: id });
  }
  fail(): void {
    this.fire('error');
  }
}

/** The tabs of one browser: channels that reach each other (not themselves), and one lock queue. */
function fakeBrowser(): PushEnvironment {
  const channels = new Set<FakeChannel>();
  class FakeChannel extends EventTarget {
    constructor(readonly name: string) {
      super();
      channels.add(this);
    }
    postMessage(data: unknown): void {
      for (const other of channels)
        if (other !== this && other.name === this.name) queueMicrotask(() => other.dispatchEvent(new MessageEvent('message', { data })));
    }
    close(): void {
      channels.delete(this);
    }
  }
  const queue: { run: () => void; signal?: AbortSignal }[] = [];
  let held = false;
  const next = (): void => {
    if (held) return;
    const waiting = queue.shift();
    if (waiting) waiting.run();
  };
  const locks = {
    request: (_name: string, options: { signal?: AbortSignal }, callback: () => Promise<void> | undefined) =>
      new Promise<void>((resolve, reject) => {
        const entry = {
          signal: options.signal,
          run: () => {
            held = true;
            void Promise.resolve(callback()).finally(() => {
              held = false;
              resolve();
              next();
            });
          },
        };
        options.signal?.addEventListener('abort', () => {
          const at = queue.indexOf(entry);
          if (at >= 0) {
            queue.splice(at, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        queue.push(entry);
        next();
      }),
  } as unknown as LockManager;
  return { EventSource: FakeEventSource as unknown as typeof EventSource, BroadcastChannel: FakeChannel as unknown as typeof BroadcastChannel, locks };
}

let tickets = 0;
const ticketAnswer = () => ({ ticket: `ticket-${String((tickets += 1)).padStart(16, '0')}`, expiresInSeconds: 60 });
const answers: AnswerTable = { ...memberAnswers, [apiPaths.balanceStreamTicket]: ticketAnswer };

/** A signed-in tab of the browser, following the stream. */
function tab(env: PushEnvironment, handlers: AnswerTable = answers) {
  const api = createFakeApi(handlers);
  const session = createSession(createSessionStore(window.localStorage), api);
  session.setAccessToken('t');
  const notices: PushedNotice[] = [];
  let completed = false;
  const following = followBalancePush({ session, api, notify: (notice) => notices.push(notice), env }).subscribe({ complete: () => (completed = true) });
  return { api, session, notices, following, completed: () => completed, count: (path: string) => api.paths().filter((p) => p === path).length };
}

const latest = (): FakeEventSource => FakeEventSource.made[FakeEventSource.made.length - 1] as FakeEventSource;

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  FakeEventSource.made = [];
});
afterEach(() => jest.useRealTimers());

describe('the balance stream (capability balance-push)', () => {
  it('opens one stream with a ticket; a balance event shows at once, with no request', async () => {
    const browser = fakeBrowser();
    const one = tab(browser);
    await jest.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(latest().url).toMatch(/\/api\/v1\/wallet\/balance-stream\?ticket=ticket-[0-9]{16}$/);
    latest().open();
    latest().send('balance', '7', { credit: '1750.00', bonusWallet: '20.00' });
    expect(one.session.balance.getValue()).toBe('1750.00');
    expect(one.session.bonusWallet.getValue()).toBe('20.00');
    // An hour on screen: the heartbeats are the server's; the page asks nothing.
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(one.api.paths()).toEqual([apiPaths.balanceStreamTicket]);
    one.following.unsubscribe();
    expect(latest().closed).toBe(true);
  });

  it('serves every tab of the browser from one stream, and the next tab takes over from the last event', async () => {
    const browser = fakeBrowser();
    const first = tab(browser);
    const second = tab(browser);
    await jest.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.made).toHaveLength(1);
    latest().open();
    latest().send('balance', '12', { credit: '1600.00' });
    latest().send('notice', '13', { kind: 'withdrawal-paid', amount: '100.00' });
    await jest.advanceTimersByTimeAsync(0);
    expect(second.session.balance.getValue()).toBe('1600.00');
    expect(second.notices).toEqual([{ kind: 'withdrawal-paid', amount: '100.00' }]);
    expect(first.notices).toEqual([{ kind: 'withdrawal-paid', amount: '100.00' }]);
    expect(second.count(apiPaths.balanceStreamTicket)).toBe(0);

    first.following.unsubscribe();
    await jest.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.made).toHaveLength(2);
    expect(latest().url).toContain('lastEventId=13');
    expect(second.count(apiPaths.balanceStreamTicket)).toBe(1);
    second.following.unsubscribe();
  });

  it('opens again with a new ticket from the last event after the stream ends, waiting longer each time', async () => {
    const one = tab(fakeBrowser());
    await jest.advanceTimersByTimeAsync(0);
    latest().open();
    latest().send('balance', '20', { credit: '1500.00' });
    latest().fail();
    expect(latest().closed).toBe(true);
    await jest.advanceTimersByTimeAsync(pushRetryMs.first - 1);
    expect(FakeEventSource.made).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.made).toHaveLength(2);
    expect(latest().url).toContain('lastEventId=20');
    latest().fail();
    await jest.advanceTimersByTimeAsync(pushRetryMs.first * 2 - 1);
    expect(FakeEventSource.made).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.made).toHaveLength(3);
    // Opened: the wait starts over.
    latest().open();
    latest().fail();
    await jest.advanceTimersByTimeAsync(pushRetryMs.first);
    expect(FakeEventSource.made).toHaveLength(4);
    expect(one.count(apiPaths.balanceStreamTicket)).toBe(4);
    expect(one.completed()).toBe(false);
    one.following.unsubscribe();
  });

  it('ignores an event whose data is not the contract’s, and passes a notice on as text', async () => {
    const one = tab(fakeBrowser());
    await jest.advanceTimersByTimeAsync(0);
    latest().open();
    latest().send('balance', '1', { credit: 1500.5 });
    latest().send('balance', '2', '{not json');
    latest().send('notice', '3', { kind: 'jackpot' });
    expect(one.session.balance.getValue()).toBeNull();
    expect(one.notices).toEqual([]);
    latest().send('notice', '4', { kind: 'withdrawal-rejected', amount: '150.00', reason: '<img src=x onerror=alert(1)>' });
    expect(one.notices).toEqual([{ kind: 'withdrawal-rejected', amount: '150.00', reason: '<img src=x onerror=alert(1)>' }]);
    one.following.unsubscribe();
  });

  it('asks the API about the session when the stream says it ended', async () => {
    const one = tab(fakeBrowser());
    await jest.advanceTimersByTimeAsync(0);
    latest().open();
    latest().send('expired', '', {});
    await jest.advanceTimersByTimeAsync(0);
    expect(one.count(apiPaths.auth)).toBe(1);
    one.following.unsubscribe();
  });

  it('gives up in every tab when the stream never opens, three times in a row', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const browser = fakeBrowser();
    const first = tab(browser);
    const second = tab(browser);
    for (let attempt = 1; attempt <= blockedAfter; attempt += 1) {
      await jest.advanceTimersByTimeAsync(pushRetryMs.max);
      latest().fail();
    }
    await jest.advanceTimersByTimeAsync(0);
    // The other tab may take the lock before the word comes: at most one opening more, closed.
    expect(FakeEventSource.made.length).toBeLessThanOrEqual(blockedAfter + 1);
    expect(FakeEventSource.made.every((source) => source.closed)).toBe(true);
    expect(first.completed()).toBe(true);
    expect(second.completed()).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[shell] E49'));
    warn.mockRestore();
  });
});

describe('the pollers with balance-push', () => {
  function member(env: PushEnvironment, offered: string[]) {
    const api = createFakeApi({ ...answers, [apiPaths.balanceChanges]: () => ({ version: '1', credit: '1500.00' }) });
    const session = createSession(createSessionStore(window.localStorage), api);
    const pollers = startMemberPollers({ session, api, currentPath: () => '/profile', onSessionExpired: jest.fn(), pushEnvironment: env });
    session.setCapabilities(offered as never);
    void session.signIn('t');
    return { pollers, count: (path: string) => api.paths().filter((p) => p === path).length, paths: () => api.paths() };
  }

  it("an idle page asks nothing beyond the spec's 60 s polls while the stream is open", async () => {
    const { pollers, paths } = member(fakeBrowser(), ['balance-push', 'balance-changes']);
    await jest.advanceTimersByTimeAsync(0);
    latest().open();
    const opened = paths().length;
    expect(paths()).toEqual([apiPaths.auth, apiPaths.balanceStreamTicket]);
    await jest.advanceTimersByTimeAsync(firstPollDelayMs + pollIntervalMs * 3);
    const asked = paths()
      .slice(opened)
      .filter((path) => !([apiPaths.credit, apiPaths.wallet, apiPaths.eventLog] as string[]).includes(path));
    expect(asked).toEqual([]);
    expect(FakeEventSource.made).toHaveLength(1);
    pollers.unsubscribe();
  });

  it('reads the version as before where the stream is blocked', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { pollers, count } = member(fakeBrowser(), ['balance-push', 'balance-changes']);
    for (let attempt = 1; attempt <= blockedAfter; attempt += 1) {
      await jest.advanceTimersByTimeAsync(pushRetryMs.max);
      latest().fail();
    }
    await jest.advanceTimersByTimeAsync(balanceCheckMs * 2);
    expect(count(apiPaths.balanceChanges)).toBeGreaterThanOrEqual(2);
    pollers.unsubscribe();
    warn.mockRestore();
  });

  it('a browser without EventSource reads the version; an API without either is only polled', async () => {
    const without = member({}, ['balance-push', 'balance-changes']);
    await jest.advanceTimersByTimeAsync(balanceCheckMs);
    expect(without.count(apiPaths.balanceChanges)).toBeGreaterThanOrEqual(1);
    without.pollers.unsubscribe();
    const specOnly = member(fakeBrowser(), []);
    await jest.advanceTimersByTimeAsync(firstPollDelayMs + pollIntervalMs);
    expect(FakeEventSource.made).toHaveLength(0);
    expect(specOnly.count(apiPaths.balanceStreamTicket)).toBe(0);
    specOnly.pollers.unsubscribe();
  });
});
