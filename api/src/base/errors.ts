import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorCodes, withdrawMessages } from '@member-site/shared/contract';
import type { ApiErrorBody } from '@member-site/shared/contract';

/** Thai texts of every error answer: members read them in the site's warning dialogs. */
export const errorMessages = {
  badRequest: 'ข้อมูลไม่ถูกต้อง',
  invalidJson: 'ข้อมูลไม่ถูกต้อง: รูปแบบ JSON ผิด',
  payloadTooLarge: 'ข้อมูลไม่ถูกต้อง: ขนาดข้อมูลใหญ่เกินไป',
  unsupportedMediaType: 'ข้อมูลไม่ถูกต้อง: ต้องส่งข้อมูลแบบ JSON',
  invalidCredentials: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  unauthorized: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่',
  rateLimited: 'พยายามเข้าสู่ระบบบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  notFound: 'ไม่พบข้อมูลหรือหน้าที่ต้องการ',
  memberNotFound: 'ไม่พบสมาชิกที่ระบุ',
  internal: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
  registerClosed: 'ขณะนี้ไม่เปิดรับสมัครด้วยวิธีนี้',
  registerRateLimited: 'สมัครสมาชิกบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  alreadyRegistered: 'เบอร์โทรศัพท์หรือเลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว หากเป็นของท่าน กรุณาเข้าสู่ระบบ',
  otpRequired: 'กรุณายืนยันเบอร์โทรศัพท์ด้วยรหัส OTP ก่อนสมัคร',
  otpExpired: 'รหัส OTP หมดอายุ กรุณาขอรหัสใหม่',
  otpTooManyAttempts: 'ใส่รหัสผิดครบจำนวนครั้งแล้ว กรุณาขอรหัสใหม่',
  otpHourlyLimit: 'ขอรหัส OTP เกินจำนวนที่กำหนด กรุณาลองใหม่ภายหลัง',
  otpTicketInvalid: 'การยืนยันเบอร์โทรศัพท์ไม่ถูกต้อง กรุณาขอรหัส OTP ใหม่',
  otpTicketExpired: 'การยืนยันเบอร์โทรศัพท์หมดอายุหรือถูกใช้ไปแล้ว กรุณาขอรหัส OTP ใหม่',
  lineUnavailable: 'ระบบเข้าสู่ระบบด้วย LINE ยังไม่เปิดให้บริการ',
  lineFailed: 'เชื่อมต่อ LINE ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  lineRegistrationExpired: 'การเชื่อมต่อ LINE หมดอายุ กรุณาเข้าสู่ระบบด้วย LINE อีกครั้ง',
  lineAlreadyLinked: 'บัญชี LINE นี้เชื่อมกับสมาชิกคนอื่นแล้ว',
  amountInvalid: 'กรุณาระบุจำนวนเงินมากกว่า 0 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง',
  insufficientBalance: withdrawMessages.overWithdrawable,
  withdrawalPending: 'คุณมีรายการถอนที่รอดำเนินการอยู่ กรุณารอให้เสร็จก่อนถอนใหม่',
  depositPending: 'คุณมีรายการฝากผ่าน PromptPay ที่รอชำระอยู่ กรุณาชำระหรือยกเลิกรายการเดิมก่อน',
  noBankAccount: 'ยังไม่มีบัญชีธนาคารที่ลงทะเบียนไว้ กรุณาติดต่อเจ้าหน้าที่',
  depositClosed: 'รายการฝากนี้ปิดไปแล้ว (หมดอายุ ยกเลิก หรือเติมเงินแล้ว)',
  withdrawalClosed: 'รายการถอนนี้ดำเนินการไปแล้ว',
  slipUsed: 'สลิปนี้ถูกใช้งานไปแล้ว',
  slipReceiver: 'บัญชีผู้รับไม่ใช่บัญชีของเว็บไซต์',
  slipSender: 'บัญชีผู้โอนไม่ใช่บัญชีที่ลงทะเบียนไว้ กรุณาโอนจากบัญชีที่ลงทะเบียนเท่านั้น',
  slipUnknown: 'ตรวจสอบสลิปไม่ได้ กรุณาแนบสลิปโอนเงินที่ถูกต้อง',
  slipUnavailable: 'ระบบตรวจสอบสลิปขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
  slipRateLimited: 'แนบสลิปบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  slipFuture: 'สลิปนี้เกินเวลาที่กำหนด: วันเวลาบนสลิปไม่ถูกต้อง',
  slipDisabled: 'ขณะนี้ยังไม่เปิดให้ฝากเงินด้วยสลิป กรุณาฝากผ่านพร้อมเพย์หรือโอนผ่านธนาคาร',
  operatorUnauthorized: 'รหัสผู้ดูแลระบบไม่ถูกต้อง',
  staffUnauthorized: 'หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบใหม่',
  staffForbidden: 'บัญชีของคุณไม่มีสิทธิ์ใช้งานส่วนนี้',
  staffInvalidCredentials: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  staffCodeInvalid: 'รหัสยืนยันไม่ถูกต้องหรือถูกใช้ไปแล้ว กรุณาลองใหม่',
  staffChallengeExpired: 'หมดเวลายืนยันตัวตน กรุณาเข้าสู่ระบบใหม่อีกครั้ง',
  accountSuspended: 'บัญชีของคุณถูกระงับการใช้งาน กรุณาติดต่อเจ้าหน้าที่',
  passwordChangeRequired: 'กรุณาตั้งรหัสผ่านใหม่ก่อนใช้งาน',
  claimRequired: 'กรุณากดรับรายการนี้ก่อนทำรายการ (การรับรายการมีเวลาจำกัด อาจหมดเวลาแล้ว)',
  approvalSelf: 'ต้องให้เจ้าหน้าที่คนอื่นตรวจสอบ ผู้ขออนุมัติไม่สามารถตัดสินคำขอของตัวเองได้',
  approvalClosed: 'คำขออนุมัตินี้ดำเนินการไปแล้ว หรือรายการถอนถูกดำเนินการไปแล้ว',
  approvalPending: 'รายการนี้รอเจ้าหน้าที่คนที่สองอนุมัติอยู่ ต้องให้ผู้อนุมัติปฏิเสธคำขอก่อน',
  adjustmentZero: 'จำนวนเงินที่ปรับต้องไม่เป็นศูนย์ ทศนิยมไม่เกิน 2 ตำแหน่ง',
  statementTooLarge: 'ไฟล์ใหญ่เกินไป: รับไฟล์ได้ไม่เกิน 2 MB',
  statementUnreadable: 'อ่านไฟล์ไม่ได้: ไม่ใช่ไฟล์ CSV รายการเดินบัญชีของธนาคารที่เลือก',
  promotionUnknown: 'ไม่พบโปรโมชั่นที่เลือก',
  promotionNotEligible: 'คุณไม่เข้าเงื่อนไขรับโปรโมชั่นนี้แล้ว',
} as const;

/** Texts with a number in them. */
export const countedMessages = {
  otpWrong: (left: number): string => `รหัส OTP ไม่ถูกต้อง เหลือโอกาสอีก ${left} ครั้ง`,
  otpResendWait: (seconds: number): string => `กรุณารอ ${seconds} วินาทีก่อนขอรหัสใหม่`,
  amountBelowMin: (min: string): string => `จำนวนเงินต่ำกว่าขั้นต่ำ (ขั้นต่ำ ${min} บาท)`,
  amountAboveMax: (max: string): string => `จำนวนเงินเกินกว่าที่กำหนด (สูงสุด ${max} บาท ต่อรายการ)`,
  dailyLimit: (left: string): string => `ยอดถอนเกินวงเงินต่อวัน (วันนี้ถอนได้อีก ${left} บาท)`,
  slipExpired: (hours: number): string => `สลิปนี้เกินเวลาที่กำหนด (รับเฉพาะสลิปที่โอนภายใน ${hours} ชั่วโมง)`,
  turnoverRequired: (left: string): string => `ยังทำยอดเทิร์นโอเวอร์ไม่ครบ เหลืออีก ${left} บาท`,
  claimedByOther: (who: string, until: string): string => `${who} กำลังดำเนินการรายการนี้อยู่ (ถึง ${until}) กรุณาเลือกรายการอื่น`,
  adjustmentOverBalance: (balance: string): string => `ปรับลดยอดไม่ได้: ยอดเงินของสมาชิกเหลือ ${balance} บาท น้อยกว่ายอดที่ปรับลด`,
  statementTooManyLines: (max: number): string => `ไฟล์มีรายการมากเกินไป: นำเข้าได้ครั้งละไม่เกิน ${max.toLocaleString('en-US')} บรรทัด`,
  statementOtherAccount: (account: string): string => `บัญชีในไฟล์ (${account}) ไม่ใช่บัญชีรับเงินของเว็บไซต์ จึงไม่นำเข้า`,
} as const;

/** What is wrong with a register field; each answer reads "ข้อมูลไม่ถูกต้อง: <text>". */
export const fieldMessages = {
  phone: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09',
  password: 'รหัสผ่านต้องยาว 8–64 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข',
  bankCode: 'กรุณาเลือกธนาคาร',
  bankAccount: (bankName: string, digits: number): string => `เลขบัญชี${bankName}ต้องเป็นตัวเลข ${digits} หลัก`,
  accountName: 'ชื่อบัญชีต้องยาว 2–100 ตัวอักษร ใช้ได้เฉพาะตัวอักษรไทยหรืออังกฤษ ช่องว่าง และจุด',
  lineId: 'LINE ID ยาวได้ไม่เกิน 50 ตัวอักษร',
  referralSource: 'ช่องทางที่รู้จักเรายาวได้ไม่เกิน 50 ตัวอักษร',
  acceptAge: 'กรุณายืนยันว่ามีอายุ 18 ปีขึ้นไป',
  otpCode: 'รหัส OTP ต้องเป็นตัวเลข 6 หลัก',
  redirectUri: 'redirect_uri ต้องเป็นที่อยู่ของเว็บไซต์นี้',
} as const;

/** An answer the API means to give: status, contract code and Thai message. */
export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly userMessage: string,
  ) {
    super(`[api] ${code} ${userMessage}`);
    this.name = 'ApiHttpError';
  }
}

export const unauthorized = (): ApiHttpError => new ApiHttpError(401, apiErrorCodes.unauthorized, errorMessages.unauthorized);

/** A staff route without a live staff session (none, ended, idle too long, account disabled): the back office signs in again. */
export const staffUnauthorized = (): ApiHttpError => new ApiHttpError(401, apiErrorCodes.unauthorized, errorMessages.staffUnauthorized);

/** A staff member whose roles do not allow the route. */
export const forbidden = (): ApiHttpError => new ApiHttpError(403, apiErrorCodes.forbidden, errorMessages.staffForbidden);

/** A member's sign-in (password, LINE) while staff have suspended the account: said only after the credential was right. */
export const accountSuspended = (): ApiHttpError => new ApiHttpError(403, apiErrorCodes.accountSuspended, errorMessages.accountSuspended);

export const badRequest = (field?: string): ApiHttpError =>
  new ApiHttpError(400, apiErrorCodes.badRequest, field ? `${errorMessages.badRequest}: ${field}` : errorMessages.badRequest);

export const registerClosed = (): ApiHttpError => new ApiHttpError(403, apiErrorCodes.registerClosed, errorMessages.registerClosed);

/** The phone or the bank account is taken: one answer, so it never says which (ADR 0035). */
export const alreadyRegistered = (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.alreadyRegistered, errorMessages.alreadyRegistered);

export const otpExpired = (message: string = errorMessages.otpExpired): ApiHttpError => new ApiHttpError(400, apiErrorCodes.otpExpired, message);

export const otpInvalid = (message: string): ApiHttpError => new ApiHttpError(400, apiErrorCodes.otpInvalid, message);

export const rateLimited = (message: string): ApiHttpError => new ApiHttpError(429, apiErrorCodes.rateLimited, message);

export const lineFailed = (status: number, message: string): ApiHttpError => new ApiHttpError(status, apiErrorCodes.lineFailed, message);

interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
}

const answer = (status: number, code: string, message: string): ErrorAnswer => ({ status, body: { code, message } });

/** Names the offending field of an Ajv failure so the member (or developer) sees what to fix. */
function fieldOf(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return '';
  const params = first.params as { missingProperty?: unknown; additionalProperty?: unknown };
  const named = params.missingProperty ?? params.additionalProperty;
  if (typeof named === 'string') return named;
  return first.instancePath.replace(/^\//, '').replace(/\//g, '.');
}

/** Maps client-side failures (4xx from Fastify's parser and validator) to the contract shape. */
function clientErrorAnswer(error: FastifyError, status: number): ErrorAnswer {
  if (error.validation) {
    const field = fieldOf(error);
    return answer(400, apiErrorCodes.badRequest, field ? `${errorMessages.badRequest}: ${field}` : errorMessages.badRequest);
  }
  if (status === 404) return answer(404, apiErrorCodes.notFound, errorMessages.notFound);
  if (status === 413) return answer(413, apiErrorCodes.badRequest, errorMessages.payloadTooLarge);
  if (status === 415) return answer(415, apiErrorCodes.badRequest, errorMessages.unsupportedMediaType);
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return answer(400, apiErrorCodes.badRequest, errorMessages.invalidJson);
  }
  return answer(status, apiErrorCodes.badRequest, errorMessages.badRequest);
}

export function toErrorAnswer(error: FastifyError): ErrorAnswer {
  if (error instanceof ApiHttpError) return answer(error.statusCode, error.code, error.userMessage);
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) return clientErrorAnswer(error, status);
  return answer(500, apiErrorCodes.internal, errorMessages.internal);
}

/** Fastify error handler: contract-shaped Thai answers, never a stack trace. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = toErrorAnswer(error);
  // A 5xx the API means to give (LINE not configured) is an answer, not a fault.
  if (status >= 500 && !(error instanceof ApiHttpError)) request.log.error({ err: error }, '[api] E3 unexpected error while answering a request');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function handleNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).type('application/json; charset=utf-8').send({ code: apiErrorCodes.notFound, message: errorMessages.notFound });
}
