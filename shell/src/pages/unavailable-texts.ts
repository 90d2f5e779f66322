import type { RouteName } from '@member-site/shared';

/** The Thai of the page shown for a route whose capability the API does not offer. */
export const unavailableTexts = {
  /** Deposit and withdrawal are done with the support staff over the chat on such sites. */
  leads: {
    topup: 'ฝากเงินผ่านเจ้าหน้าที่ทางแชท: กดปุ่มด้านล่าง แจ้งชื่อผู้ใช้และยอดที่ต้องการฝาก เจ้าหน้าที่จะส่งเลขบัญชีให้โอน และเติมเครดิตให้ทันทีที่ได้รับยอด',
    withdraw: 'ถอนเงินผ่านเจ้าหน้าที่ทางแชท: กดปุ่มด้านล่าง แจ้งชื่อผู้ใช้และยอดที่ต้องการถอน เจ้าหน้าที่จะโอนเข้าบัญชีที่ท่านลงทะเบียนไว้',
  } as Partial<Record<RouteName, string>>,
  notOpen: 'บริการนี้ยังไม่เปิดให้ใช้งานบนเว็บไซต์นี้ หากต้องการความช่วยเหลือ กรุณาติดต่อเจ้าหน้าที่',
  hours: 'เจ้าหน้าที่พร้อมดูแลตลอด 24 ชั่วโมง',
} as const;
