// The demo members' sign-ins: seeded by the app (app/seed.ts) for local runs and demos only,
// and used by the demo parts of features (the LINE double, the demo bets) and by the tests.

/** Signs in as an ordinary member. Printed by the start script; for local runs and demos only. */
export const demoMember = { username: '0812345678', password: 'Demo@1234' } as const;

/** A member of the viewbet agent group, whose sportsbook auto-login uses the other address form. */
export const viewbetMember = { username: '0899999999', password: 'Viewbet@1234' } as const;

/** The LINE account the LINE test double signs in as by default: linked to the demo member. */
export const demoLineUserId = 'Udemo0001';
