import type { PushedBalance, PushedNotice } from '@member-site/shared/contract';
import type { Db } from '../base/db';

// The change feed of the member's event stream (ADR 0062). Whatever changes what a member page
// shows writes its event here, in its own transaction: the event exists exactly when the change
// does, and every process reads the same feed in id order.

export type MemberEvent = { kind: 'balance'; data: PushedBalance } | { kind: 'notice'; data: PushedNotice };

export interface MemberEventRow {
  id: number;
  member_id: number;
  kind: MemberEvent['kind'];
  data: string;
}

/** Called after an event was written in this process: the stream hub looks at once (hub.ts). */
type Wake = () => void;
const wakes = new WeakMap<Db, Set<Wake>>();

/** Runs `wake` soon after every event this process writes to `db`; returns the way to stop. */
export function onMemberEvent(db: Db, wake: Wake): () => void {
  const set = wakes.get(db) ?? new Set<Wake>();
  wakes.set(db, set);
  set.add(wake);
  return () => set.delete(wake);
}

/**
 * Records an event for the member's streams. Call inside the transaction of the change: the wake
 * runs after the current (synchronous) transaction, so the hub reads the event committed, or,
 * after a rollback, finds nothing new.
 */
export function recordMemberEvent(db: Db, memberId: number, event: MemberEvent, nowSeconds: number): void {
  db.prepare('INSERT INTO member_events (member_id, kind, data, created_at) VALUES (?, ?, ?, ?)').run(
    memberId,
    event.kind,
    JSON.stringify(event.data),
    nowSeconds,
  );
  const set = wakes.get(db);
  if (set?.size) queueMicrotask(() => set.forEach((wake) => wake()));
}

/** The newest event id of the feed (0 before any). */
export function latestEventId(db: Db): number {
  return (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM member_events').get() as { id: number }).id;
}

/** The feed's events after `afterId`, oldest first, at most `limit`. */
export function eventsAfter(db: Db, afterId: number, limit: number): MemberEventRow[] {
  return db.prepare('SELECT id, member_id, kind, data FROM member_events WHERE id > ? ORDER BY id LIMIT ?').all(afterId, limit) as MemberEventRow[];
}

/** One member's events in (afterId, upToId], oldest first, at most `limit`: a resumed stream's catch-up. */
export function memberEventsBetween(db: Db, memberId: number, afterId: number, upToId: number, limit: number): MemberEventRow[] {
  return db
    .prepare('SELECT id, member_id, kind, data FROM member_events WHERE member_id = ? AND id > ? AND id <= ? ORDER BY id LIMIT ?')
    .all(memberId, afterId, upToId, limit) as MemberEventRow[];
}

/** The member's newest event id up to `upToId` (0 before any): the id a new stream starts from. */
export function memberEventIdAt(db: Db, memberId: number, upToId: number): number {
  return (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM member_events WHERE member_id = ? AND id <= ?').get(memberId, upToId) as { id: number }).id;
}

/** Drops events older than `beforeSeconds`: a page away that long opens its stream afresh. */
export function pruneMemberEvents(db: Db, beforeSeconds: number): number {
  return db.prepare('DELETE FROM member_events WHERE created_at < ?').run(beforeSeconds).changes;
}
