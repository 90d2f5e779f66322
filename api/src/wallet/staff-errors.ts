import { apiErrorCodes, formatThaiDateTime } from '@member-site/shared/contract';
import { ApiHttpError, countedMessages, errorMessages } from '../base/errors';
import { displaySatang } from '../base/money';

/** "21 พ.ย. 2569 10:05 น.": Bangkok time, Buddhist era, as the back office shows instants. */
const thaiTime = (seconds: number): string => `${formatThaiDateTime(new Date(seconds * 1000).toISOString())} น.`;

/** The cashiers' refusals (issue 35): each its own code and a Thai text the back office shows as it is. */
export const staffMoneyErrors = {
  claimedByOther: (who: string, untilSeconds: number): ApiHttpError =>
    new ApiHttpError(409, apiErrorCodes.claimedByOther, countedMessages.claimedByOther(who, thaiTime(untilSeconds))),
  claimRequired: (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.claimRequired, errorMessages.claimRequired),
  approvalSelf: (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.approvalSelf, errorMessages.approvalSelf),
  approvalClosed: (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.approvalClosed, errorMessages.approvalClosed),
  approvalPending: (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.approvalPending, errorMessages.approvalPending),
  memberNotFound: (): ApiHttpError => new ApiHttpError(404, apiErrorCodes.notFound, errorMessages.memberNotFound),
  adjustmentZero: (): ApiHttpError => new ApiHttpError(400, apiErrorCodes.amountInvalid, errorMessages.adjustmentZero),
  adjustmentOverBalance: (balanceSatang: number): ApiHttpError =>
    new ApiHttpError(409, apiErrorCodes.insufficientBalance, countedMessages.adjustmentOverBalance(displaySatang(balanceSatang))),
  statementTooLarge: (): ApiHttpError => new ApiHttpError(400, apiErrorCodes.statementInvalid, errorMessages.statementTooLarge),
  statementUnreadable: (): ApiHttpError => new ApiHttpError(400, apiErrorCodes.statementInvalid, errorMessages.statementUnreadable),
  statementTooManyLines: (max: number): ApiHttpError => new ApiHttpError(400, apiErrorCodes.statementInvalid, countedMessages.statementTooManyLines(max)),
  statementOtherAccount: (account: string): ApiHttpError =>
    new ApiHttpError(400, apiErrorCodes.statementInvalid, countedMessages.statementOtherAccount(account)),
} as const;
