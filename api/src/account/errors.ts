import { apiErrorCodes } from '@member-site/shared/contract';
import { ApiHttpError } from '../base/errors';

/** Thai texts of the account's refusals (the page shows them as text). */
export const accountMessages = {
  passwordWrong: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
  passwordLength: 'รหัสผ่านใหม่ต้องยาว 8–64 ตัวอักษร',
  passwordLettersDigits: 'รหัสผ่านใหม่ต้องมีทั้งตัวอักษรและตัวเลข',
  passwordIsUsername: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับชื่อผู้ใช้',
  passwordIsCurrent: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน',
  passwordRateLimited: 'เปลี่ยนรหัสผ่านบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  ticketMessage: 'กรุณาพิมพ์ข้อความที่ต้องการแจ้ง',
  ticketMessageTooLong: (max: number): string => `ข้อความยาวได้ไม่เกิน ${max} ตัวอักษร`,
  ticketReference: 'เลขอ้างอิงต้องเป็นข้อความบรรทัดเดียว',
  ticketRateLimited: 'แจ้งปัญหาบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  ticketNotFound: 'ไม่พบรายการแจ้งปัญหานี้',
  announcementNotFound: 'ไม่พบประกาศนี้',
  announcementTitle: 'กรุณาใส่หัวข้อประกาศ',
  announcementBody: 'กรุณาใส่เนื้อหาประกาศ',
} as const;

/** Thai texts of a code's refusals (the page shows them as text). */
export const promotionCodeMessages = {
  unknown: 'ไม่พบโค้ดโปรโมชั่นนี้ กรุณาตรวจสอบตัวสะกดอีกครั้ง',
  expired: 'โค้ดโปรโมชั่นนี้หมดอายุแล้ว',
  used: 'คุณใช้โค้ดโปรโมชั่นนี้ไปแล้ว',
  exhausted: 'โค้ดโปรโมชั่นนี้ถูกใช้ครบจำนวนแล้ว',
  firstDeposit: 'โค้ดนี้ใช้ได้หลังจากฝากเงินครั้งแรกแล้ว กรุณาฝากเงินก่อน',
  depositToday: (min: string): string => `โค้ดนี้ใช้ได้เมื่อฝากเงินวันนี้รวมอย่างน้อย ${min} บาท`,
  rateLimited: 'กรอกโค้ดบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  codeFormat: 'โค้ดต้องเป็นตัวอักษรภาษาอังกฤษ ตัวเลข - หรือ _ ยาว 3–32 ตัว',
  codeTaken: 'มีโค้ดนี้อยู่แล้ว',
  period: 'วันสิ้นสุดต้องอยู่หลังวันเริ่มต้น',
  amount: 'จำนวนโบนัสต้องมากกว่า 0',
  instant: 'วันเวลาไม่ถูกต้อง',
  notFound: 'ไม่พบโค้ดโปรโมชั่นนี้',
} as const;

// 400, not 401/403: a wrong current password must not send the member down the session-expired path.
export const accountErrors = {
  passwordWrong: (): ApiHttpError => new ApiHttpError(400, apiErrorCodes.passwordWrong, accountMessages.passwordWrong),
  passwordWeak: (message: string): ApiHttpError => new ApiHttpError(400, apiErrorCodes.passwordWeak, message),
  rateLimited: (message: string): ApiHttpError => new ApiHttpError(429, apiErrorCodes.rateLimited, message),
  badRequest: (message: string): ApiHttpError => new ApiHttpError(400, apiErrorCodes.badRequest, message),
  notFound: (message: string): ApiHttpError => new ApiHttpError(404, apiErrorCodes.notFound, message),
  conflict: (message: string): ApiHttpError => new ApiHttpError(409, apiErrorCodes.conflict, message),
} as const;
