import type { PlayHistoryPage, PlayHistoryQuery } from '@member-site/shared/contract';
import type { Db } from '../base/db';
import { badRequest } from '../base/errors';
import { formatSatang } from '../base/money';
import { bangkokDateStart, bangkokDayStart, oneDaySeconds } from '../base/clock';
import { bangkokDay } from './rules';
import { betPage, playSums, type BetRow } from './store';

export const playPageSize = 20;

function round(row: BetRow): PlayHistoryPage['data'][number] {
  return {
    id: String(row.id),
    at: new Date(row.settled_at * 1000).toISOString(),
    game: row.game,
    provider: row.provider,
    category: row.category,
    stake: formatSatang(row.stake_satang),
    payout: formatSatang(row.payout_satang),
    result: formatSatang(row.payout_satang - row.stake_satang),
  };
}

/** One Bangkok day of rounds, newest first, and the day's totals. */
export async function playHistory(db: Db, memberId: number, query: PlayHistoryQuery, nowSeconds: number): Promise<PlayHistoryPage> {
  const from = query.day === undefined ? bangkokDayStart(nowSeconds) : bangkokDateStart(query.day);
  if (from === null) throw badRequest('day');
  const to = from + oneDaySeconds;
  const page = query.page ?? 1;
  const sums = await playSums(db, memberId, from, to);
  const rounds = await betPage(db, memberId, from, to, playPageSize, (page - 1) * playPageSize);
  return {
    day: bangkokDay(from),
    data: rounds.map(round),
    page,
    pageSize: playPageSize,
    total: sums.rounds,
    totals: {
      rounds: sums.rounds,
      stake: formatSatang(sums.stake),
      payout: formatSatang(sums.payout),
      net: formatSatang(sums.payout - sums.stake),
    },
  };
}
