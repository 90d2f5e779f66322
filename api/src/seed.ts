import { hashPasswordSync } from './auth/passwords';
import type { Db } from './db';
import { findMemberByUsername, insertMember } from './members';

/** Signs in as an ordinary member. Printed by the start script; for local runs and demos only. */
export const demoMember = { username: '0812345678', password: 'Demo@1234' } as const;

/** A member of the viewbet agent group, whose sportsbook auto-login uses the other address form. */
export const viewbetMember = { username: '0899999999', password: 'Viewbet@1234' } as const;

/** The LINE account the LINE test double signs in as by default: linked to the demo member. */
export const demoLineUserId = 'Udemo0001';

// Placeholder: there is no sportsbook behind it; the site only builds a redirect address from it.
// New members get it too, until an operator's own API replaces this one.
export const placeholderSiteApi = 'http://127.0.0.1:4000/sportsbook/';

const demoMembers = [
  { ...demoMember, username2: 'DEMO01', webAgentGroup: 'member', creditSatang: 150_000, bonusBalanceSatang: 12_050 },
  { ...viewbetMember, username2: 'VIEW01', webAgentGroup: 'viewbet', creditSatang: 0, bonusBalanceSatang: 0 },
];

/**
 * Links the demo member to the demo LINE account, only where the member has no LINE link yet and
 * no other member holds that LINE account.
 */
function linkDemoLine(db: Db): void {
  db.prepare(
    `UPDATE members SET line_user_id = ?
     WHERE username = ? AND line_user_id IS NULL AND NOT EXISTS (SELECT 1 FROM members WHERE line_user_id = ?)`,
  ).run(demoLineUserId, demoMember.username, demoLineUserId);
}

/**
 * Adds each demo member that is absent; never touches an existing one (its credit may have
 * changed) beyond the demo LINE link.
 */
export function seedDemoMembers(db: Db, nowSeconds: number): void {
  for (const m of demoMembers) {
    if (findMemberByUsername(db, m.username)) continue;
    insertMember(
      db,
      {
        username: m.username,
        username2: m.username2,
        passwordHash: hashPasswordSync(m.password),
        webAgentGroup: m.webAgentGroup,
        siteApi: placeholderSiteApi,
        creditSatang: m.creditSatang,
        bonusBalanceSatang: m.bonusBalanceSatang,
      },
      nowSeconds,
    );
  }
  linkDemoLine(db);
}
