import { PassThrough } from 'node:stream';
import type { Db } from '../base/db';
import { formatSatang } from '../base/money';
import { eventsAfter, latestEventId, memberEventIdAt, memberEventsBetween, onMemberEvent, pruneMemberEvents, type MemberEventRow } from './events';
import type { StreamTicketHolder } from './stream-tickets';

// The member event streams this process holds (ADR 0062). One reader of the change feed for all
// of them: it looks at once when this process wrote an event, and every `feedMs` for the events
// other processes wrote, then hands each event to its member's streams. Between events a stream
// carries heartbeats only. A stream ends with its session (revoked or expired) and with the server.

export interface PushHubOptions {
  db: Db;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** Sessions revoked at or after `sinceSeconds`, by jti. */
  revokedSince: (sinceSeconds: number) => string[];
  /** How often the feed is read for other processes' events. */
  feedMs?: number;
  /** How often a stream says it is alive (and sessions are checked). */
  heartbeatMs?: number;
  /** A member's streams at once (one per browser, ADR 0062): the oldest gives way. */
  maxStreamsPerMember?: number;
  /** How long events stay in the feed for a page to resume from. */
  retentionSeconds?: number;
}

export interface StreamOpening extends StreamTicketHolder {
  /** When the session ends (seconds): the stream ends then too. */
  sessionExpiresAt: number;
  /** The last event the page saw, when it opens the stream again; null for a first opening. */
  lastEventId: number | null;
}

export interface PushHub {
  /** The stream's body: `text/event-stream`, ended when the session or the server ends. */
  open(opening: StreamOpening): PassThrough;
  /** Streams open now. */
  readonly size: number;
  /** Ends every stream (the server is closing). */
  close(): void;
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
  const nowSeconds = (): number => Math.floor(now() / 1000);
  const byMember = new Map<number, Set<OpenStream>>();
  let size = 0;
  /** The feed's last event this process has handed out. */
  let feedId = 0;
  let checkedAt = nowSeconds();
  let prunedAt = 0;
  let timers: NodeJS.Timeout[] = [];
  let stopWake: (() => void) | null = null;

  function write(stream: OpenStream, text: string): void {
    if (stream.body.destroyed) return;
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
  function sendState(stream: OpenStream): void {
    const member = db.prepare('SELECT credit_satang, bonus_balance_satang FROM members WHERE id = ?').get(stream.memberId) as
      { credit_satang: number; bonus_balance_satang: number } | undefined;
    if (!member) return;
    const data = JSON.stringify({ credit: formatSatang(member.credit_satang), bonusWallet: formatSatang(member.bonus_balance_satang) });
    const id = Math.max(memberEventIdAt(db, stream.memberId, feedId), stream.lastId);
    stream.lastId = id;
    write(stream, eventText(id, 'balance', data));
  }

  function readFeed(): void {
    if (size === 0) return;
    for (;;) {
      const rows = eventsAfter(db, feedId, feedBatch);
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

  function beat(): void {
    const at = nowSeconds();
    const revoked = new Set(options.revokedSince(checkedAt - 1));
    checkedAt = at;
    for (const streams of byMember.values()) {
      for (const stream of streams) {
        if (revoked.has(stream.sessionJti) || stream.sessionExpiresAt <= at) end(stream, true);
        else write(stream, ':\n\n');
      }
    }
    if (at - prunedAt >= 60 * 60) {
      prunedAt = at;
      pruneMemberEvents(db, at - retentionSeconds);
    }
  }

  function start(): void {
    feedId = latestEventId(db);
    checkedAt = nowSeconds();
    stopWake = onMemberEvent(db, readFeed);
    timers = [setInterval(readFeed, feedMs), setInterval(beat, heartbeatMs)];
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

  return {
    open(opening) {
      if (size === 0) start();
      // Catch up first (synchronous with the feed: nothing slips between the two).
      readFeed();
      const stream: OpenStream = { ...opening, body: new PassThrough(), lastId: 0 };
      const streams = byMember.get(opening.memberId) ?? new Set<OpenStream>();
      byMember.set(opening.memberId, streams);
      streams.add(stream);
      size += 1;
      stream.body.on('close', () => forget(stream));
      if (streams.size > maxPerMember) end(streams.values().next().value as OpenStream, false);

      const after = opening.lastEventId;
      // A page back from further than the feed keeps has missed what was pruned: the state now.
      const oldest = (db.prepare('SELECT MIN(id) AS id FROM member_events').get() as { id: number | null }).id;
      if (after === null || after > feedId || (oldest !== null && after < oldest - 1)) {
        sendState(stream);
      } else {
        stream.lastId = after;
        const missed = memberEventsBetween(db, opening.memberId, after, feedId, feedBatch);
        missed.forEach((row) => send(stream, row));
        if (missed.length === feedBatch) sendState(stream);
      }
      return stream.body;
    },
    get size() {
      return size;
    },
    close() {
      for (const streams of [...byMember.values()]) for (const stream of [...streams]) end(stream, false);
      stop();
    },
  };
}
