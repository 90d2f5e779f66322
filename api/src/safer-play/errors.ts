import { apiErrorCodes, formatThaiDateTime, type RestrictionKind } from '@member-site/shared/contract';
import { ApiHttpError } from '../base/errors';

/** "30 พ.ย. 2569 18:00 น.": Bangkok time, Buddhist era, as the pages show instants. */
export function thaiEnd(seconds: number): string {
  return `${formatThaiDateTime(new Date(seconds * 1000).toISOString())} น.`;
}

/** What a restricted member reads when a game, a deposit, a promotion or the wheel is refused. */
export function restrictedMessage(kind: RestrictionKind, untilSeconds: number): string {
  return kind === 'break'
    ? `คุณพักการเล่นถึง ${thaiEnd(untilSeconds)} ระหว่างนี้เล่นเกม ฝากเงิน รับโปรโมชั่น และหมุนวงล้อไม่ได้`
    : `คุณระงับการเล่นด้วยตนเองถึง ${thaiEnd(untilSeconds)} ระหว่างนี้เล่นเกม ฝากเงิน รับโปรโมชั่น และหมุนวงล้อไม่ได้`;
}

// 423 Locked, never 401/403: those send the member down the one session-expired path (ADR 0002),
// and restricted mode keeps the member signed in.
export const saferPlayErrors = {
  restricted: (kind: RestrictionKind, untilSeconds: number): ApiHttpError =>
    new ApiHttpError(423, apiErrorCodes.restricted, restrictedMessage(kind, untilSeconds)),
  shorter: (untilSeconds: number): ApiHttpError =>
    new ApiHttpError(409, apiErrorCodes.restrictionShorter, `ช่วงพักที่มีอยู่สิ้นสุด ${thaiEnd(untilSeconds)} ยกเลิกหรือลดให้สั้นลงไม่ได้ เลือกได้เฉพาะช่วงที่ยาวกว่า`),
} as const;
