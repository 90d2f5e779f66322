import { randomBytes } from 'node:crypto';
import type { Announcement, StaffAnnouncement } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, one, run, transaction, type Db } from '../base/db';
import { instant } from '../base/clock';
import { accountErrors, accountMessages } from './errors';

interface AnnouncementRow {
  id: string;
  title: string;
  body: string;
  published_at: number;
  read: number;
}

// Fixed ids and times: seeding again (every start) changes nothing, and read state survives.
const demoAnnouncements = [
  {
    id: 'ann-20261101-maintenance',
    title: 'แจ้งปิดปรับปรุงระบบฝากถอน',
    body: 'ระบบฝากถอนจะปิดปรับปรุงชั่วคราวในวันที่ 5 ธันวาคม 2569 เวลา 02:00–04:00 น.\nขออภัยในความไม่สะดวก',
    publishedAt: Date.UTC(2026, 10, 1, 3, 0, 0),
  },
  {
    id: 'ann-20261110-bank',
    title: 'เปลี่ยนบัญชีรับฝากของเว็บไซต์',
    body: 'ตั้งแต่วันที่ 10 พฤศจิกายน 2569 กรุณาตรวจสอบบัญชีรับฝากที่หน้าฝากเงินทุกครั้งก่อนโอน\nเว็บไซต์ไม่มีนโยบายให้โอนเข้าบัญชีบุคคลอื่น',
    publishedAt: Date.UTC(2026, 10, 10, 5, 30, 0),
  },
  {
    id: 'ann-20261120-safety',
    title: 'ระวังมิจฉาชีพแอบอ้างเป็นเจ้าหน้าที่',
    body: 'เจ้าหน้าที่จะไม่ขอรหัสผ่านหรือรหัส OTP ของท่านไม่ว่ากรณีใด\nหากสงสัย กรุณาติดต่อผ่านช่องทางในเว็บไซต์เท่านั้น',
    publishedAt: Date.UTC(2026, 10, 20, 2, 0, 0),
  },
];

/** Adds the demo announcements that are absent. */
export async function seedAnnouncements(db: Db): Promise<void> {
  await transaction(db, async (tx) => {
    for (const a of demoAnnouncements) {
      await run(
        tx,
        sql`INSERT INTO announcements (id, title, body, published_at) VALUES (${a.id}, ${a.title}, ${a.body}, ${Math.floor(a.publishedAt / 1000)})
            ON CONFLICT DO NOTHING`,
      );
    }
  });
}

/** Published (not in the future, not a draft or taken down) announcements, newest first, with this member's read state. */
export async function announcementsFor(db: Db, memberId: number, nowSeconds: number): Promise<Announcement[]> {
  const rows = await all<AnnouncementRow>(
    db,
    sql`SELECT a.id, a.title, a.body, a.published_at, CASE WHEN r.member_id IS NOT NULL THEN 1 ELSE 0 END AS read
        FROM announcements a LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.member_id = ${memberId}
        WHERE a.published_at <= ${nowSeconds} AND a.hidden_at IS NULL ORDER BY a.published_at DESC, a.id DESC`,
  );
  return rows.map((r) => ({ id: r.id, title: r.title, body: r.body, publishedAt: instant(r.published_at), read: r.read === 1 }));
}

export async function unreadCount(db: Db, memberId: number, nowSeconds: number): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    sql`SELECT COUNT(*) AS n FROM announcements a
        WHERE a.published_at <= ${nowSeconds} AND a.hidden_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.member_id = ${memberId})`,
  );
  return row?.n ?? 0;
}

/** Marks a published announcement read; an unknown (or not yet published, or hidden) one is 404. */
export async function markRead(db: Db, memberId: number, id: string, nowSeconds: number): Promise<void> {
  // One transaction: an announcement taken down meanwhile gets no read row.
  await transaction(db, async (tx) => {
    const exists = await one(tx, sql`SELECT 1 AS found FROM announcements WHERE id = ${id} AND published_at <= ${nowSeconds} AND hidden_at IS NULL`);
    if (!exists) throw accountErrors.notFound(accountMessages.announcementNotFound);
    await run(tx, sql`INSERT INTO announcement_reads (member_id, announcement_id, read_at) VALUES (${memberId}, ${id}, ${nowSeconds}) ON CONFLICT DO NOTHING`);
  });
}

// ---- the back office (issue 35) ------------------------------------------------------------
// A draft or a taken-down announcement has `hidden_at` set: members never see it. Publishing sets
// `published_at` to now (members see it as new), unpublishing hides it again.

interface StaffAnnouncementRow {
  id: string;
  title: string;
  body: string;
  published_at: number;
  hidden_at: number | null;
  created_at: number | null;
}

export function staffAnnouncementOf(row: StaffAnnouncementRow): StaffAnnouncement {
  const draft = row.hidden_at !== null;
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    status: draft ? 'draft' : 'published',
    publishedAt: draft ? null : instant(row.published_at),
    // The seeded ones are from before created_at: their publication is their creation.
    createdAt: instant(row.created_at ?? row.published_at),
  };
}

/** At most this many in the staff list. */
export const staffAnnouncementLimit = 200;

/** Every announcement, drafts included, the newest written first. */
export async function staffAnnouncements(db: Db): Promise<StaffAnnouncement[]> {
  const rows = await all<StaffAnnouncementRow>(
    db,
    sql`SELECT * FROM announcements ORDER BY COALESCE(created_at, published_at) DESC, id DESC LIMIT ${staffAnnouncementLimit}`,
  );
  return rows.map(staffAnnouncementOf);
}

export async function staffAnnouncement(db: Db, id: string): Promise<StaffAnnouncement> {
  const row = await one<StaffAnnouncementRow>(db, sql`SELECT * FROM announcements WHERE id = ${id}`);
  if (!row) throw accountErrors.notFound(accountMessages.announcementNotFound);
  return staffAnnouncementOf(row);
}

/** A new announcement: a draft (hidden), or published now. Title and body are stored as typed (text, never HTML). */
export async function createAnnouncement(db: Db, input: { title: string; body: string; publish: boolean }, nowSeconds: number): Promise<StaffAnnouncement> {
  const title = input.title.trim();
  const body = input.body.trim();
  if (!title) throw accountErrors.badRequest(accountMessages.announcementTitle);
  if (!body) throw accountErrors.badRequest(accountMessages.announcementBody);
  const id = `ann-${randomBytes(9).toString('base64url')}`;
  await run(
    db,
    sql`INSERT INTO announcements (id, title, body, published_at, hidden_at, created_at)
        VALUES (${id}, ${title}, ${body}, ${nowSeconds}, ${input.publish ? null : nowSeconds}, ${nowSeconds})`,
  );
  return staffAnnouncement(db, id);
}

/** Publishes (now) or hides it; already so: nothing changes. Answers whether it changed. */
export async function setAnnouncementPublished(db: Db, id: string, published: boolean, nowSeconds: number): Promise<boolean> {
  await staffAnnouncement(db, id);
  // The state is checked by the update itself: of two publishes at once, one changes it.
  const changed = published
    ? await run(db, sql`UPDATE announcements SET hidden_at = NULL, published_at = ${nowSeconds} WHERE id = ${id} AND hidden_at IS NOT NULL`)
    : await run(db, sql`UPDATE announcements SET hidden_at = ${nowSeconds} WHERE id = ${id} AND hidden_at IS NULL`);
  return changed > 0;
}
