import { apiErrorCodes } from '@member-site/shared/contract';
import { ApiHttpError } from '../base/errors';

export const rebateMessages = {
  claimed: 'รับยอดนี้ไปแล้ว',
  nothing: 'ยังไม่มียอดให้รับในรอบนี้',
  day: 'วันที่ไม่ถูกต้อง',
} as const;

export const rebateErrors = {
  /** 409: the kind was already claimed for this period (also a lost race on the UNIQUE key). */
  claimed: (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.rebateClaimed, rebateMessages.claimed),
  nothing: (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.rebateNothing, rebateMessages.nothing),
} as const;
