export const playgameTexts = {
  welcome: (name: string) => `ยินดีต้อนรับ คุณ ${name}`,
  welcomeGuest: 'ยินดีต้อนรับ',
  games: 'เลือกเกม',
  quickLinks: 'เมนูลัด',
  // The games an API without lobbies still starts (spec section 7: sportsbook, lotto and trading logins).
  launchTiles: { sport: 'กีฬา', lotto: 'หวย', trading: 'เทรด' },
} as const;
