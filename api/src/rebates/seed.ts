import { sql } from 'kysely';
import { one, transaction, type Db } from '../base/db';
import { findMemberByUsername } from '../member/store';
import { demoMember } from '../member/demo';
import { bangkokDayStart, oneDaySeconds } from '../base/clock';
import { addBets, type BetInput } from './store';

const games = [
  { game: 'Sweet Bonanza', provider: 'Pragmatic Play', category: 'slot' },
  { game: 'Mahjong Ways 2', provider: 'PG Soft', category: 'slot' },
  { game: 'บาคาร่า', provider: 'SA Gaming', category: 'casino' },
  { game: 'ฟุตบอล พรีเมียร์ลีก', provider: 'SBOBET', category: 'sport' },
  { game: 'Roma', provider: 'Joker', category: 'slot' },
] as const;

/**
 * A few days of rounds for the demo member (today and the 9 days before, so both last week and
 * yesterday have play), once: nothing is added when the member has any round. Deterministic, and
 * no credit moves (ADR 0012), so the demo balance other tests expect stays 1,500.00.
 */
export async function seedDemoBets(db: Db, nowSeconds: number): Promise<void> {
  // Looked at and written together: two processes starting on one database seed once.
  await transaction(db, async (tx) => {
    const member = await findMemberByUsername(tx, demoMember.username);
    if (!member) return;
    if (await one(tx, sql`SELECT 1 AS found FROM bets WHERE member_id = ${member.id} LIMIT 1`)) return;
    await addBets(tx, demoBets(member.id, nowSeconds));
  });
}

/** The demo member's rounds: the same every time for the same day. */
function demoBets(memberId: number, nowSeconds: number): BetInput[] {
  const today = bangkokDayStart(nowSeconds);
  const bets: BetInput[] = [];
  let seed = 7;
  const next = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (let day = 9; day >= 0; day -= 1) {
    for (let i = 0; i < 6; i += 1) {
      const g = games[next(games.length)] ?? games[0];
      const stakeSatang = (next(20) + 1) * 5_000;
      // Two rounds in five win between 0.5× and 3×: the house comes out ahead over a week.
      const payoutSatang = next(5) < 2 ? Math.floor((stakeSatang * (next(25) + 5)) / 10) : 0;
      const settledAt = today - day * oneDaySeconds + 3 * 60 * 60 + i * 2 * 60 * 60 + next(3600);
      if (settledAt > nowSeconds) continue;
      bets.push({ memberId, ...g, stakeSatang, payoutSatang, settledAt });
    }
  }
  return bets;
}
