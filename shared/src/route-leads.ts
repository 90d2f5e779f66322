import type { RouteName } from './routes';

/**
 * A game lobby's lead. Leads say what a page is for in words of their own: a label, a button or
 * a menu entry of the page written again in its lead would be found twice by whoever looks for it.
 */
const lobbyLead = 'รวมเกมจากค่ายชั้นนำ เลือกค่ายและเกมที่ต้องการ แล้วเริ่มเล่นได้ทันทีด้วยเครดิตในบัญชีของท่าน';

/**
 * Each member page's lead (ADR 0060): what the page is for, one or two sentences under its
 * heading. The page draws it with its heading (PageHeader) before any answer, and the server's
 * first HTML draws both where the page will be, so a cold phone reads them before any script
 * runs. Beside the route table, not in it: only member code (the remotes' pages, the shell's
 * member chrome) loads them, so a visitor's start does not carry them. A remote's build publishes
 * its pages' leads with its routes (tools/webpack/route-table.cjs).
 */
export const routeLeads = {
  playgame: 'เลือกหมวดที่ชอบจากรายการด้านล่าง แล้วเริ่มเล่นได้ทันทีด้วยเครดิตในบัญชีของท่าน ทางลัดพาไปยังรายการที่ใช้บ่อย',
  home: 'รวมทุกหมวดไว้ในหน้าเดียว เลือกค่ายและเกมที่ต้องการ แล้วเริ่มเล่นได้ทันทีด้วยเครดิตในบัญชีของท่าน',
  sport: lobbyLead,
  sportDetail: lobbyLead,
  casino: lobbyLead,
  slot: lobbyLead,
  card: lobbyLead,
  fish: lobbyLead,
  keno: lobbyLead,
  lotto: lobbyLead,
  luckywheel: 'ใช้สิทธิ์หมุนเพื่อลุ้นรางวัลพิเศษ จำนวนสิทธิ์ที่เหลือและรางวัลที่ได้รับจะแสดงอยู่ด้านล่างนี้',
  topup: 'โอนจากบัญชีธนาคารที่ลงทะเบียนไว้ในชื่อของท่าน ระบบจะเติมเครดิตให้อัตโนมัติเมื่อตรวจพบยอดโอน',
  withdraw: 'เงินจะโอนเข้าบัญชีธนาคารในชื่อของท่านที่ลงทะเบียนไว้เท่านั้น และถอนได้เฉพาะยอดที่ทำเทิร์นโอเวอร์ครบตามเงื่อนไขแล้ว',
  depositWithdraw: 'ทุกรายการโอนเข้าและโอนออกของท่าน พร้อมสถานะล่าสุดของแต่ละรายการ เรียงจากใหม่ไปเก่า',
  accountHistory: 'ความเคลื่อนไหวของเงินในบัญชีทุกรายการ ทั้งเงินเข้า เงินออก และการปรับยอด เรียงจากใหม่ไปเก่า',
  playHistory: 'ผลการเล่นในแต่ละเกมและค่าย พร้อมยอดเดิมพันและผลได้เสียของแต่ละรอบ เรียงจากใหม่ไปเก่า',
  cashback: 'รับเงินคืนจากยอดที่เสียไปตามเงื่อนไขของเว็บ ยอดที่รับได้ในรอบนี้และรายการที่รับไปแล้วแสดงอยู่ด้านล่าง',
  payBack: 'รับส่วนแบ่งจากยอดเล่นของท่านตามเงื่อนไขของเว็บ ยอดที่รับได้ในรอบนี้และรายการที่รับไปแล้วแสดงอยู่ด้านล่าง',
  profile: 'ข้อมูลสมาชิกและบัญชีธนาคารที่ใช้รับและโอนเงินของท่าน ตรวจสอบให้ถูกต้องก่อนทำรายการทุกครั้ง',
  passwordChange: 'ตั้งรหัสใหม่ที่เดาได้ยากและไม่ซ้ำกับที่ใช้กับเว็บอื่น เพื่อความปลอดภัยของบัญชีและเงินของท่าน',
  announce: 'ข่าวสารและเรื่องสำคัญจากเว็บถึงสมาชิก เรียงจากใหม่ไปเก่า อ่านให้ครบเพื่อไม่พลาดเงื่อนไขใหม่',
  setting: 'ปรับการใช้งานบัญชีของท่านได้เองที่หน้านี้ ทั้งการจำกัดยอดที่เติมเข้าบัญชีและการหยุดพักชั่วคราว เพื่อให้เล่นอย่างพอดีและควบคุมได้ด้วยตัวเองตลอดเวลา',
  promotionCode: 'กรอกรหัสที่ได้รับจากเว็บ เพื่อรับเครดิตพิเศษเข้าบัญชีตามเงื่อนไขของรหัสนั้น',
  ticket: 'ติดตามสถานะและคำตอบจากเจ้าหน้าที่ของทุกเรื่องที่ท่านเปิดไว้ เรื่องที่ยังรอคำตอบจะแสดงก่อนเสมอ',
  affiliate: 'ชวนเพื่อนมาสมัครผ่านลิงก์ของท่าน แล้วรับส่วนแบ่งจากยอดเล่นของเพื่อนตามเงื่อนไขของเว็บ',
} as const satisfies Partial<Record<RouteName, string>>;

/** A route's lead, by its name (a route a remote published may name one this table does not know). */
export const routeLead = (name: string): string | undefined => (routeLeads as Readonly<Record<string, string>>)[name];
