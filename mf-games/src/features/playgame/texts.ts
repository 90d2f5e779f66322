export const playgameTexts = {
  welcome: (name: string) => `ยินดีต้อนรับ คุณ ${name}`,
  welcomeGuest: 'ยินดีต้อนรับ',
  games: 'เลือกเกม',
  quickLinks: 'เมนูลัด',
} as const;
