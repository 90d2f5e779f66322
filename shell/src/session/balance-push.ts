import { Observable } from 'rxjs';
import {
  balanceStreamUrl,
  buyStreamTicket,
  isApiError,
  readPushedBalance,
  readPushedNotice,
  type ApiClient,
  type PushedNotice,
  type WalletEvents,
} from '@member-site/shared';
import type { Session } from './session';

/** What the browser offers for the stream: absent ones make each tab its own stream, or none at all. */
export interface PushEnvironment {
  EventSource?: typeof EventSource;
  BroadcastChannel?: typeof BroadcastChannel;
  locks?: LockManager;
}

export function browserPushEnvironment(): PushEnvironment {
  return {
    EventSource: typeof EventSource === 'function' ? EventSource : undefined,
    BroadcastChannel: typeof BroadcastChannel === 'function' ? BroadcastChannel : undefined,
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
  };
}

/** After a stream ends or cannot open: the first wait, doubling up to the last. */
export const pushRetryMs = { first: 1_000, max: 30_000 };
/** Openings in a row that fail before the stream ever opened: the stream is taken as blocked. */
export const blockedAfter = 3;

/** What the leading tab passes to the others (and applies itself), with the event's id. */
type Relayed =
  | { type: 'balance'; id: string; credit: string; bonusWallet?: string }
  | { type: 'notice'; id: string; notice: PushedNotice }
  | { type: 'expired' }
  /** The stream ended; it opens again (pages poll meanwhile). */
  | { type: 'down' }
  | { type: 'blocked' }
  /** A tab that just opened asks the leader for the balance it last passed on. */
  | { type: 'hello' };

const relayedTypes = ['balance', 'notice', 'expired', 'down', 'blocked', 'hello'];
function isRelayed(value: unknown): value is Relayed {
  return typeof value === 'object' && value !== null && relayedTypes.includes((value as { type?: unknown }).type as string);
}

export interface PushOptions {
  session: Session;
  api: ApiClient;
  /** A settled withdrawal or an answered ticket, for the member chrome's notices. */
  notify: (notice: PushedNotice) => void;
  env?: PushEnvironment;
}

/**
 * Capability balance-push (ADR 0062): the member's event stream, one per browser. The tab that
 * holds the lock (Web Locks) opens it with a ticket bought with the bearer token and passes each
 * event to the browser's other tabs (BroadcastChannel); when it closes, another tab takes over,
 * from the last event any tab saw. A balance event shows the credit at once, with no request; a
 * notice goes to `notify`. An idle page sends nothing: the stream's heartbeats are the server's.
 * A stream that ends opens again after 1 s, doubling up to 30 s; one that never opens, three
 * times in a row (a proxy that refuses event streams), is blocked: the observable then completes
 * in every tab, and the caller falls back to reading the balance's version.
 */
export function followBalancePush({ session, api, notify, env = browserPushEnvironment() }: PushOptions): Observable<never> {
  return new Observable<never>((subscriber) => {
    const Source = env.EventSource;
    if (!Source) {
      // No EventSource at all (an old browser): the version reads, as where streams are blocked.
      subscriber.complete();
      return undefined;
    }
    const EventStream: typeof EventSource = Source;
    let stopped = false;
    let lastId: string | null = null;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const channel = env.BroadcastChannel ? new env.BroadcastChannel(`member-site:balance-push:${api.baseUrl}`) : null;
    const leading = new AbortController();
    /** The leader's last balance event: a tab that opens later gets it at once. */
    let lastBalance: Relayed | null = null;
    const changed = (kind: WalletEvents['kind']): void => session.setWalletEvents({ live: true, seq: (session.walletEvents.getValue()?.seq ?? 0) + 1, kind });
    const down = (): void => {
      const events = session.walletEvents.getValue();
      if (events?.live) session.setWalletEvents({ ...events, live: false });
    };

    function apply(message: Relayed): void {
      if (message.type === 'balance') {
        lastId = message.id;
        session.showCredit(message.credit, message.bonusWallet);
        changed('balance');
      } else if (message.type === 'notice') {
        lastId = message.id;
        notify(message.notice);
        changed(message.notice.kind);
      } else if (message.type === 'down') {
        down();
      } else if (message.type === 'hello') {
        if (lastBalance) channel?.postMessage(lastBalance);
      } else if (message.type === 'expired') {
        // The server ended the stream with the session: the one expiry path decides (a 401 there).
        void session.refreshUser();
      } else {
        stop();
        subscriber.complete();
      }
    }
    function relay(message: Relayed): void {
      if (message.type === 'balance') lastBalance = message;
      channel?.postMessage(message);
      apply(message);
    }
    channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (!stopped && isRelayed(event.data)) apply(event.data);
    });

    /** Leads until the page goes or the stream is blocked: the promise holds the lock. */
    function lead(): Promise<void> {
      return new Promise<void>((release) => {
        let retryMs = pushRetryMs.first;
        let failedOpenings = 0;
        let opened = false;
        leading.signal.addEventListener('abort', () => release());
        const again = (): void => {
          clearTimeout(timer);
          if (stopped) return;
          timer = setTimeout(() => void connect(), retryMs);
          retryMs = Math.min(retryMs * 2, pushRetryMs.max);
        };
        const failed = (): void => {
          failedOpenings += 1;
          if (!opened && failedOpenings >= blockedAfter) {
            console.warn('[shell] E49 the balance stream cannot open here; reading the balance as before');
            relay({ type: 'blocked' });
            release();
          } else {
            again();
          }
        };
        async function connect(): Promise<void> {
          let ticket: string;
          try {
            ticket = await buyStreamTicket(api);
          } catch (error) {
            // A rejected token took the session-expired path in the API client: the pollers stop.
            if (stopped || (isApiError(error) && (error.status === 401 || error.status === 403))) return;
            failed();
            return;
          }
          if (stopped) return;
          const stream = new EventStream(balanceStreamUrl(api, ticket, lastId));
          source = stream;
          stream.addEventListener('open', () => {
            opened = true;
            failedOpenings = 0;
            retryMs = pushRetryMs.first;
          });
          stream.addEventListener('balance', (event) => {
            const data = readPushedBalance((event as MessageEvent<unknown>).data);
            if (data)
              relay({
                type: 'balance',
                id: (event as MessageEvent).lastEventId,
                credit: data.credit,
                ...(data.bonusWallet ? { bonusWallet: data.bonusWallet } : {}),
              });
          });
          stream.addEventListener('notice', (event) => {
            const notice = readPushedNotice((event as MessageEvent<unknown>).data);
            if (notice) relay({ type: 'notice', id: (event as MessageEvent).lastEventId, notice });
          });
          // The session ended: the expiry path stops the pollers; a session still alive opens again.
          stream.addEventListener('expired', () => {
            stream.close();
            relay({ type: 'expired' });
            again();
          });
          // The browser would reconnect with the spent ticket: the page does it, with a new one.
          stream.addEventListener('error', () => {
            stream.close();
            if (source === stream) source = null;
            if (stopped) return;
            relay({ type: 'down' });
            failed();
          });
        }
        void connect();
      });
    }

    function stop(): void {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      source = null;
      leading.abort();
      down();
    }

    channel?.postMessage({ type: 'hello' } satisfies Relayed);

    if (env.locks && channel) {
      env.locks.request(`member-site:balance-push:${api.baseUrl}`, { signal: leading.signal }, () => (stopped ? undefined : lead())).catch(() => undefined);
    } else {
      void lead();
    }
    return () => {
      stop();
      channel?.close();
    };
  });
}
