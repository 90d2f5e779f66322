import type { PushedBalance, PushedNotice } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { afterCommit, all, dialectOf, notify, one, rootOf, run, transaction, type Db } from '../base/db';

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

/** The channel other processes' hubs listen on (PostgreSQL). */
export const memberEventsChannel = 'member_events';

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
 * runs once that transaction has committed, so the hub reads the event committed, or, after a
 * rollback, finds nothing new.
 */
export async function recordMemberEvent(db: Db, memberId: number, event: MemberEvent, nowSeconds: number): Promise<void> {
  const insert = (tx: Db) =>
    run(
      tx,
      sql`INSERT INTO member_events (member_id, kind, data, created_at) VALUES (${memberId}, ${event.kind}, ${JSON.stringify(event.data)}, ${nowSeconds})`,
    );
  if (dialectOf(db) === 'sqlite') {
    // One transaction commits at a time: ids commit in order, and other processes read on their timer.
    await insert(db);
  } else {
    // The hub reads the feed by id, and PostgreSQL hands out ids before commit: an event with a
    // lower id could commit after the hub read past it, and never be sent. Writers of the feed
    // take turns (the lock is held until the outer transaction ends, so the next writer's id comes
    // after this commit), and other processes' hubs are told when it commits (ADR 0064).
    await transaction(db, async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(20260002)`.execute(tx);
      await insert(tx);
      await notify(tx, memberEventsChannel);
    });
  }
  const set = wakes.get(rootOf(db));
  if (set?.size) afterCommit(db, () => queueMicrotask(() => set.forEach((wake) => wake())));
}

/** The newest event id of the feed (0 before any). */
export async function latestEventId(db: Db): Promise<number> {
  return (await one<{ id: number }>(db, sql`SELECT COALESCE(MAX(id), 0) AS id FROM member_events`))?.id ?? 0;
}

/** The oldest event id the feed still keeps (null when it is empty): events before it were pruned. */
export async function oldestEventId(db: Db): Promise<number | null> {
  return (await one<{ id: number | null }>(db, sql`SELECT MIN(id) AS id FROM member_events`))?.id ?? null;
}

/** The feed's events after `afterId`, oldest first, at most `limit`. */
export async function eventsAfter(db: Db, afterId: number, limit: number): Promise<MemberEventRow[]> {
  return all<MemberEventRow>(db, sql`SELECT id, member_id, kind, data FROM member_events WHERE id > ${afterId} ORDER BY id LIMIT ${limit}`);
}

/** One member's events in (afterId, upToId], oldest first, at most `limit`: a resumed stream's catch-up. */
export async function memberEventsBetween(db: Db, memberId: number, afterId: number, upToId: number, limit: number): Promise<MemberEventRow[]> {
  return all<MemberEventRow>(
    db,
    sql`SELECT id, member_id, kind, data FROM member_events
        WHERE member_id = ${memberId} AND id > ${afterId} AND id <= ${upToId} ORDER BY id LIMIT ${limit}`,
  );
}

/** The member's newest event id up to `upToId` (0 before any): the id a new stream starts from. */
export async function memberEventIdAt(db: Db, memberId: number, upToId: number): Promise<number> {
  const row = await one<{ id: number }>(db, sql`SELECT COALESCE(MAX(id), 0) AS id FROM member_events WHERE member_id = ${memberId} AND id <= ${upToId}`);
  return row?.id ?? 0;
}

/** Drops events older than `beforeSeconds`: a page away that long opens its stream afresh. */
export async function pruneMemberEvents(db: Db, beforeSeconds: number): Promise<number> {
  return run(db, sql`DELETE FROM member_events WHERE created_at < ${beforeSeconds}`);
}
