export const playgameTexts = {
  title: 'หน้าหลักสมาชิก',
  welcome: (name: string) => `ยินดีต้อนรับ คุณ ${name}`,
  welcomeGuest: 'ยินดีต้อนรับ',
  games: 'เลือกเกม',
  quickLinks: 'เมนูลัด',
  topup: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  luckywheel: 'กงล้อนำโชค',
  promotion: 'โปรโมชั่น',
} as const;
