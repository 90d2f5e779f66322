import { hashPasswordSync } from './auth/passwords';
import type { Db } from './db';
import { findMemberByUsername, insertMember } from './members';

/** Signs in as an ordinary member. Printed by the start script; for local runs and demos only. */
export const demoMember = { username: '0812345678', password: 'Demo@1234' } as const;

/** A member of the viewbet agent group, whose sportsbook auto-login uses the other address form. */
export const viewbetMember = { username: '0899999999', password: 'Viewbet@1234' } as const;

// Placeholder: there is no sportsbook behind it; the site only builds a redirect address from it.
const placeholderSiteApi = 'http://127.0.0.1:4000/sportsbook/';

const demoMembers = [
  { ...demoMember, username2: 'DEMO01', webAgentGroup: 'member', creditSatang: 150_000, bonusBalanceSatang: 12_050 },
  { ...viewbetMember, username2: 'VIEW01', webAgentGroup: 'viewbet', creditSatang: 0, bonusBalanceSatang: 0 },
];

/** Adds each demo member that is absent; never touches an existing one (its credit may have changed). */
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
}
