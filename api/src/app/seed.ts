import { hashPasswordSync } from '../session/passwords';
import { sql } from 'kysely';
import { run, transaction, type Db } from '../base/db';
import { findMemberByUsername, insertMember } from '../member/store';
import { postLedger } from '../ledger/ledger';
import { openingDescription } from '../wallet/schema';
import { demoLineUserId, demoMember, viewbetMember } from '../member/demo';

// There is no sportsbook: the site only builds a redirect address from site_api, and this API
// answers that address with a demo page (routes/sportsbook.ts). New members get it too.
/** The sportsbook base address of every member of this API: its own demo page. */
export function siteApiFor(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/sportsbook/`;
}

/** What earlier builds stored whatever the API's address was; rewritten on start. */
export const legacyPlaceholderSiteApi = 'http://127.0.0.1:4000/sportsbook/';

// Each has a (fictional) registered bank account: the only one the wallet deposits from and withdraws to.
const demoMembers = [
  {
    ...demoMember,
    username2: 'DEMO01',
    webAgentGroup: 'member',
    creditSatang: 150_000,
    bonusBalanceSatang: 12_050,
    bank: { code: 'SCB', account: '4071234567', name: 'สมชาย ทดลองเล่น' },
  },
  {
    ...viewbetMember,
    username2: 'VIEW01',
    webAgentGroup: 'viewbet',
    creditSatang: 0,
    bonusBalanceSatang: 0,
    bank: { code: 'KTB', account: '9991234567', name: 'สมหญิง ดูบอล' },
  },
];

/** Demo members from before the wallet get their bank account, where nobody else holds it. */
async function giveDemoBankAccounts(db: Db): Promise<void> {
  for (const m of demoMembers) {
    await run(
      db,
      sql`UPDATE members SET bank_code = ${m.bank.code}, bank_account = ${m.bank.account}, account_name = ${m.bank.name}
          WHERE username = ${m.username} AND bank_account IS NULL
            AND NOT EXISTS (SELECT 1 FROM members WHERE bank_code = ${m.bank.code} AND bank_account = ${m.bank.account})`,
    );
  }
}

/**
 * Links the demo member to the demo LINE account, only where the member has no LINE link yet and
 * no other member holds that LINE account.
 */
async function linkDemoLine(db: Db): Promise<void> {
  await run(
    db,
    sql`UPDATE members SET line_user_id = ${demoLineUserId}
        WHERE username = ${demoMember.username} AND line_user_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM members WHERE line_user_id = ${demoLineUserId})`,
  );
}

/** Points members still on the old hard-coded placeholder at this API's demo sportsbook. */
export async function updateLegacySiteApi(db: Db, siteApi: string): Promise<void> {
  if (siteApi === legacyPlaceholderSiteApi) return;
  await run(db, sql`UPDATE members SET site_api = ${siteApi} WHERE site_api = ${legacyPlaceholderSiteApi}`);
}

/**
 * Adds each demo member that is absent; never touches an existing one (its credit may have
 * changed) beyond the demo LINE link and bank account. One transaction: a member is never left
 * without its opening credit.
 */
export async function seedDemoMembers(db: Db, nowSeconds: number, siteApi: string): Promise<void> {
  await transaction(db, (tx) => seedAbsentMembers(tx, nowSeconds, siteApi));
  await linkDemoLine(db);
  await giveDemoBankAccounts(db);
}

/** Each demo password's hash, computed once per process: the API's tests seed a database per test. */
const demoHashes = new Map<string, string>();

function demoHash(password: string): string {
  let hash = demoHashes.get(password);
  if (hash === undefined) {
    hash = hashPasswordSync(password);
    demoHashes.set(password, hash);
  }
  return hash;
}

async function seedAbsentMembers(db: Db, nowSeconds: number, siteApi: string): Promise<void> {
  for (const m of demoMembers) {
    if (await findMemberByUsername(db, m.username)) continue;
    // Credit 0, then the opening credit through the ledger, so balance == sum(ledger) from the start.
    const memberId = await insertMember(
      db,
      {
        username: m.username,
        username2: m.username2,
        passwordHash: demoHash(m.password),
        webAgentGroup: m.webAgentGroup,
        siteApi,
        creditSatang: 0,
        bonusBalanceSatang: m.bonusBalanceSatang,
      },
      nowSeconds,
    );
    if (m.creditSatang > 0) {
      await postLedger(db, { memberId, kind: 'adjustment', amountSatang: m.creditSatang, description: openingDescription, nowSeconds });
    }
  }
}
