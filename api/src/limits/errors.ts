import { apiErrorCodes } from '@member-site/shared/contract';
import { ApiHttpError } from '../base/errors';
import { displaySatang } from '../base/money';

/** Thai texts of the deposit limits' refusals (pages show them as text). */
export const limitMessages = {
  depositOverLimit: (left: string): string => `ยอดฝากเกินวงเงินฝากที่คุณตั้งไว้ ตอนนี้ฝากได้อีก ${left} บาท`,
  // Money already sent is never lost: the member is told where it goes.
  slipOverLimit: (left: string): string => `ยอดในสลิปเกินวงเงินฝากที่คุณตั้งไว้ (ตอนนี้ฝากได้อีก ${left} บาท) ระบบจึงยังไม่เติมเงินให้ เงินที่โอนแล้วไม่หาย กรุณาแจ้งเจ้าหน้าที่ที่หน้าแจ้งปัญหา`,
  noPending: 'ไม่มีการเปลี่ยนวงเงินที่รอมีผลในช่วงเวลานี้',
} as const;

export const limitErrors = {
  /** 409: the deposit is valid in itself but the member's own limit refuses it now. */
  depositOverLimit: (leftSatang: number): ApiHttpError =>
    new ApiHttpError(409, apiErrorCodes.depositLimit, limitMessages.depositOverLimit(displaySatang(leftSatang))),
  slipOverLimit: (leftSatang: number): ApiHttpError =>
    new ApiHttpError(409, apiErrorCodes.depositLimit, limitMessages.slipOverLimit(displaySatang(leftSatang))),
  invalid: (message: string): ApiHttpError => new ApiHttpError(400, apiErrorCodes.limitInvalid, message),
  noPending: (): ApiHttpError => new ApiHttpError(404, apiErrorCodes.notFound, limitMessages.noPending),
} as const;
