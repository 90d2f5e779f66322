import { apiErrorCodes } from '@member-site/shared/contract';
import { ApiHttpError, countedMessages, errorMessages } from '../base/errors';
import { displaySatang } from '../base/money';

/** The wallet's refusals: each its own code and Thai text (the page shows the text as it is). */
export const walletErrors = {
  amountInvalid: (): ApiHttpError => new ApiHttpError(400, apiErrorCodes.amountInvalid, errorMessages.amountInvalid),
  amountBelowMin: (minSatang: number): ApiHttpError =>
    new ApiHttpError(400, apiErrorCodes.amountBelowMin, countedMessages.amountBelowMin(displaySatang(minSatang))),
  amountAboveMax: (maxSatang: number): ApiHttpError =>
    new ApiHttpError(400, apiErrorCodes.amountAboveMax, countedMessages.amountAboveMax(displaySatang(maxSatang))),
  dailyLimit: (leftSatang: number): ApiHttpError => new ApiHttpError(400, apiErrorCodes.dailyLimit, countedMessages.dailyLimit(displaySatang(leftSatang))),
  insufficientBalance: (): ApiHttpError => new ApiHttpError(400, apiErrorCodes.insufficientBalance, errorMessages.insufficientBalance),
  withdrawalPending: (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.withdrawalPending, errorMessages.withdrawalPending),
  depositPending: (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.depositPending, errorMessages.depositPending),
  noBankAccount: (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.noBankAccount, errorMessages.noBankAccount),
  depositClosed: (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.depositClosed, errorMessages.depositClosed),
  withdrawalClosed: (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.withdrawalClosed, errorMessages.withdrawalClosed),
  slipUsed: (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.slipUsed, errorMessages.slipUsed),
  slipReceiver: (): ApiHttpError => new ApiHttpError(400, apiErrorCodes.slipReceiver, errorMessages.slipReceiver),
  slipSender: (): ApiHttpError => new ApiHttpError(400, apiErrorCodes.slipSender, errorMessages.slipSender),
  slipUnknown: (): ApiHttpError => new ApiHttpError(400, apiErrorCodes.slipUnverified, errorMessages.slipUnknown),
  slipExpired: (maxAgeSeconds: number): ApiHttpError =>
    new ApiHttpError(400, apiErrorCodes.slipExpired, countedMessages.slipExpired(Math.floor(maxAgeSeconds / 3600))),
  slipFuture: (): ApiHttpError => new ApiHttpError(400, apiErrorCodes.slipExpired, errorMessages.slipFuture),
  slipDisabled: (): ApiHttpError => new ApiHttpError(503, apiErrorCodes.slipDisabled, errorMessages.slipDisabled),
  slipUnavailable: (): ApiHttpError => new ApiHttpError(503, apiErrorCodes.slipUnverified, errorMessages.slipUnavailable),
  promotionUnknown: (): ApiHttpError => new ApiHttpError(400, apiErrorCodes.promotionUnknown, errorMessages.promotionUnknown),
  promotionNotEligible: (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.promotionNotEligible, errorMessages.promotionNotEligible),
  turnoverRequired: (leftSatang: number): ApiHttpError =>
    new ApiHttpError(409, apiErrorCodes.turnoverRequired, countedMessages.turnoverRequired(displaySatang(leftSatang))),
  notFound: (): ApiHttpError => new ApiHttpError(404, apiErrorCodes.notFound, errorMessages.notFound),
} as const;
