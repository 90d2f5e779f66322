import type { DayReport } from '@member-site/shared/contract';
import { sql, type RawBuilder } from 'kysely';
import { all, one, type Db } from '../base/db';
import { oneDaySeconds } from '../base/clock';
import { formatSatang } from '../base/money';

// The back office's day report (issue 35): one Bangkok day of money and members, all counted in
// SQL over integer satang. A deposit counts when it was credited (its `settled_at`), at the
// amount credited; a withdrawal when it was paid, at the amount the member withdrew (the fee is
// the site's). The hours are Bangkok's: the day starts at 00:00 UTC+7.

const hourSeconds = 60 * 60;

interface CountAndSum {
  n: number;
  s: number;
}

/** The report of the Bangkok day starting at `start` (seconds; 00:00 Bangkok time). */
export async function dayReport(db: Db, day: string, start: number): Promise<DayReport> {
  const end = start + oneDaySeconds;
  const countAndSum = async (query: RawBuilder<CountAndSum>): Promise<CountAndSum> => (await one(db, query)) ?? { n: 0, s: 0 };
  const count = async (query: RawBuilder<{ n: number }>): Promise<number> => (await one(db, query))?.n ?? 0;
  const hourly = async (query: RawBuilder<{ hour: number; s: number }>): Promise<Map<number, number>> =>
    new Map((await all(db, query)).map((r) => [r.hour, r.s]));

  const deposits = await countAndSum(
    sql`SELECT COUNT(*) AS n, COALESCE(SUM(COALESCE(credited_satang, amount_satang)), 0) AS s FROM deposits
        WHERE status = 'credited' AND settled_at >= ${start} AND settled_at < ${end}`,
  );
  const withdrawals = await countAndSum(
    sql`SELECT COUNT(*) AS n, COALESCE(SUM(amount_satang), 0) AS s FROM withdrawals WHERE status = 'paid' AND settled_at >= ${start} AND settled_at < ${end}`,
  );
  const newMembers = await count(sql`SELECT COUNT(*) AS n FROM members WHERE created_at >= ${start} AND created_at < ${end}`);
  const firstDeposits = await count(
    sql`SELECT COUNT(*) AS n FROM (
          SELECT member_id, MIN(settled_at) AS first FROM deposits WHERE status = 'credited' GROUP BY member_id
        ) AS firsts WHERE first >= ${start} AND first < ${end}`,
  );
  // Signed in, played a round, or had any balance change that day.
  const activeMembers = await count(
    sql`SELECT COUNT(*) AS n FROM (
          SELECT member_id FROM member_sign_ins WHERE outcome = 'ok' AND at >= ${start} AND at < ${end}
          UNION SELECT member_id FROM bets WHERE settled_at >= ${start} AND settled_at < ${end}
          UNION SELECT member_id FROM ledger WHERE created_at >= ${start} AND created_at < ${end}
        ) AS active`,
  );
  // Grouped by the output column's name: the same expression written twice would be two
  // different parameters to PostgreSQL, which then refuses settled_at outside the GROUP BY.
  const depositHours = await hourly(
    sql`SELECT CAST((settled_at - ${start}) / ${hourSeconds} AS INTEGER) AS hour, SUM(COALESCE(credited_satang, amount_satang)) AS s FROM deposits
        WHERE status = 'credited' AND settled_at >= ${start} AND settled_at < ${end} GROUP BY hour`,
  );
  const withdrawalHours = await hourly(
    sql`SELECT CAST((settled_at - ${start}) / ${hourSeconds} AS INTEGER) AS hour, SUM(amount_satang) AS s FROM withdrawals
        WHERE status = 'paid' AND settled_at >= ${start} AND settled_at < ${end} GROUP BY hour`,
  );
  return {
    day,
    deposits: { count: deposits.n, amount: formatSatang(deposits.s) },
    withdrawals: { count: withdrawals.n, amount: formatSatang(withdrawals.s) },
    net: formatSatang(deposits.s - withdrawals.s),
    newMembers,
    firstDeposits,
    activeMembers,
    hourly: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      deposits: formatSatang(depositHours.get(hour) ?? 0),
      withdrawals: formatSatang(withdrawalHours.get(hour) ?? 0),
    })),
  };
}
