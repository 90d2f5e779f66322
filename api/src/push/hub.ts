import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { listen, one, type Db } from '../base/db';
import { formatSatang } from '../base/money';
import {
  eventsAfter,
  latestEventId,
  memberEventsChannel,
  memberEventIdAt,
  memberEventsBetween,
  oldestEventId,
  onMemberEvent,
  pruneMemberEvents,
  type MemberEventRow,
} from './events';
import type { StreamTicketHolder } from './stream-tickets';

// The member event streams this process holds (ADR 0062). One reader of the change feed for all
// of them: it looks at once when this process wrote an event, and every `feedMs` for the events
// other processes wrote, then hands each event to its member's streams. Between events a stream
// carries heartbeats only. A stream ends with its session (revoked or expired) and with the server.
// Everything the hub asks the database runs in one lane, one turn after another: a read of the
// feed takes time, and two at once would hand an event out twice, or a stream's catch-up would
// race the feed and drop what the feed had already sent past it.

export interface PushHubOptions {
  db: Db;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** Sessions revoked at or after `sinceSeconds`, by jti. */
  revokedSince: (sinceSeconds: number) => Promise<string[]>;
  /** How often the feed is read for other processes' events. */
  feedMs?: number;
  /** How often a stream says it is alive (and sessions are checked). */
  heartbeatMs?: number;
  /** A member's streams at once (one per browser, ADR 0062): the oldest gives way. */
  maxStreamsPerMember?: number;
  /** How long events stay in the feed for a page to resume from. */
  retentionSeconds?: number;
  /** A timed read or heartbeat that failed (the next one tries again); an opening's failure goes to its request. */
  onError?: (error: unknown) => void;
}

export interface StreamOpening extends StreamTicketHolder {
  /** When the session ends (seconds): the stream ends then too. */
  sessionExpiresAt: number;
  /** The last event the page saw, when it opens the stream again; null for a first opening. */
  lastEventId: number | null;
}

export interface PushHub {
  /** The stream's body: `text/event-stream`, ended when the session or the server ends. */
  open(opening: StreamOpening): Promise<PassThrough>;
  /** Streams open now. */
  readonly size: number;
  /** Ends every stream once the hub's turn with the database is over (the server is closing). */
  close(): Promise<void>;
}

interface OpenStream extends StreamOpening {
  body: PassThrough;
  /** The last event id written to it: the feed never writes one twice. */
  lastId: number;
}

/** A page that lags this far behind is dropped: it opens its stream again, from its last event. */
const maxBuffered = 256 * 1024;
const feedBatch = 500;

/** One event in the stream's wire format (`data` is one line of JSON). */
export function eventText(id: number, kind: string, data: string): string {
  return `id: ${id}\nevent: ${kind}\ndata: ${data}\n\n`;
}

export function createPushHub(options: PushHubOptions): PushHub {
  const { db, now } = options;
  const feedMs = options.feedMs ?? 200;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const maxPerMember = options.maxStreamsPerMember ?? 8;
  const retentionSeconds = options.retentionSeconds ?? 24 * 60 * 60;
  const onError = options.onError ?? (() => undefined);
  const nowSeconds = (): number => Math.floor(now() / 1000);
  const byMember = new Map<number, Set<OpenStream>>();
  let size = 0;
  /** The feed's last event this process has handed out. */
  let feedId = 0;
  let checkedAt = nowSeconds();
  let prunedAt = 0;
  let timers: NodeJS.Timeout[] = [];
  let stopWake: (() => void) | null = null;
  let closed = false;
  /** The end of the last turn in the lane. */
  let lane: Promise<unknown> = Promise.resolve();

  /** Runs `work` in the lane, after every turn already in it. */
  function inLane<T>(work: () => Promise<T>): Promise<T> {
    const turn = lane.then(work);
    lane = turn.catch(() => undefined);
    return turn;
  }

  /**
   * `work` as a turn that is in the lane at most once waiting: a call while one waits shares it
   * (it has not started, so it will see what the call wanted seen), a call while one runs queues
   * one more. A timer faster than the database therefore never stacks turns up.
   */
  function coalesced(work: () => Promise<void>): () => Promise<void> {
    let waiting: Promise<void> | null = null;
    return () =>
      (waiting ??= inLane(async () => {
        waiting = null;
        await work();
      }));
  }

  function write(stream: OpenStream, text: string): void {
    // An ended stream stays in its member's set until its body closes: nothing more goes in it.
    if (stream.body.destroyed || stream.body.writableEnded) return;
    if (stream.body.writableLength > maxBuffered) {
      stream.body.destroy();
      return;
    }
    stream.body.write(text);
  }

  function send(stream: OpenStream, row: Pick<MemberEventRow, 'id' | 'kind' | 'data'>): void {
    if (row.id <= stream.lastId) return;
    stream.lastId = row.id;
    write(stream, eventText(row.id, row.kind, row.data));
  }

  /** The member's balance now, as a `balance` event with the id of their latest event. */
  async function sendState(stream: OpenStream): Promise<void> {
    const member = await one<{ credit_satang: number; bonus_balance_satang: number }>(
      db,
      sql`SELECT credit_satang, bonus_balance_satang FROM members WHERE id = ${stream.memberId}`,
    );
    if (!member) return;
    const data = JSON.stringify({ credit: formatSatang(member.credit_satang), bonusWallet: formatSatang(member.bonus_balance_satang) });
    const id = Math.max(await memberEventIdAt(db, stream.memberId, feedId), stream.lastId);
    stream.lastId = id;
    write(stream, eventText(id, 'balance', data));
  }

  /** Hands out the feed's new events; call in the lane only. */
  async function readFeed(): Promise<void> {
    if (size === 0) return;
    for (;;) {
      const rows = await eventsAfter(db, feedId, feedBatch);
      for (const row of rows) byMember.get(row.member_id)?.forEach((stream) => send(stream, row));
      const last = rows.at(-1);
      if (last) feedId = last.id;
      if (rows.length < feedBatch) return;
    }
  }

  function end(stream: OpenStream, expired: boolean): void {
    if (expired) write(stream, 'event: expired\ndata: {}\n\n');
    stream.body.end();
  }

  const requestRead = coalesced(readFeed);
  const readSoon = (): void => void requestRead().catch(onError);

  async function beat(): Promise<void> {
    const at = nowSeconds();
    const revoked = new Set(await options.revokedSince(checkedAt - 1));
    checkedAt = at;
    for (const streams of byMember.values()) {
      for (const stream of streams) {
        if (revoked.has(stream.sessionJti) || stream.sessionExpiresAt <= at) end(stream, true);
        else write(stream, ':\n\n');
      }
    }
    if (at - prunedAt >= 60 * 60) {
      prunedAt = at;
      await pruneMemberEvents(db, at - retentionSeconds);
    }
  }

  const requestBeat = coalesced(beat);

  /** The first stream's start: the feed is followed from its newest event; call in the lane only. */
  async function start(): Promise<void> {
    feedId = await latestEventId(db);
    checkedAt = nowSeconds();
    const stopLocal = onMemberEvent(db, readSoon);
    // Another process's event: at once on PostgreSQL; on SQLite at the next timed read.
    const stopListening = listen(db, memberEventsChannel, readSoon);
    stopWake = () => {
      stopLocal();
      stopListening();
    };
    timers = [setInterval(readSoon, feedMs), setInterval(() => void requestBeat().catch(onError), heartbeatMs)];
    for (const timer of timers) timer.unref();
  }

  function stop(): void {
    timers.forEach(clearInterval);
    timers = [];
    stopWake?.();
    stopWake = null;
  }

  function forget(stream: OpenStream): void {
    const streams = byMember.get(stream.memberId);
    if (!streams?.delete(stream)) return;
    size -= 1;
    if (streams.size === 0) byMember.delete(stream.memberId);
    if (size === 0) stop();
  }

  /** Adds the stream and sends what it has not seen; call in the lane only. */
  async function add(opening: StreamOpening): Promise<PassThrough> {
    if (closed) return new PassThrough().end();
    try {
      if (size === 0) await start();
      // Catch up first, in the same turn as the stream's own catch-up: the feed cannot move between them.
      await readFeed();
    } catch (error) {
      // Nothing opened: a hub without streams follows nothing.
      if (size === 0) stop();
      throw error;
    }
    const stream: OpenStream = { ...opening, body: new PassThrough(), lastId: 0 };
    const streams = byMember.get(opening.memberId) ?? new Set<OpenStream>();
    byMember.set(opening.memberId, streams);
    streams.add(stream);
    size += 1;
    stream.body.on('close', () => forget(stream));
    if (streams.size > maxPerMember) end(streams.values().next().value as OpenStream, false);

    try {
      const after = opening.lastEventId;
      // A page back from further than the feed keeps has missed what was pruned: the state now.
      const oldest = await oldestEventId(db);
      if (after === null || after > feedId || (oldest !== null && after < oldest - 1)) {
        await sendState(stream);
      } else {
        stream.lastId = after;
        const missed = await memberEventsBetween(db, opening.memberId, after, feedId, feedBatch);
        missed.forEach((row) => send(stream, row));
        if (missed.length === feedBatch) await sendState(stream);
      }
    } catch (error) {
      // The request fails and nothing will read this body: it closes, and the hub forgets it.
      stream.body.destroy();
      throw error;
    }
    return stream.body;
  }

  return {
    open: (opening) => inLane(() => add(opening)),
    get size() {
      return size;
    },
    async close() {
      closed = true;
      // The turn under way finishes first: nothing reads the database after the server closed it.
      await inLane(async () => undefined);
      for (const streams of [...byMember.values()]) for (const stream of [...streams]) end(stream, false);
      stop();
    },
  };
}
