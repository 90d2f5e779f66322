import { encode, tag, withCrcTag } from 'promptparse';
import { formatSatang } from '../base/money';

// A PromptPay "AnyID" (EMVCo tag 29) payload for one exact amount, built from promptparse's TLV
// and CRC-16/CCITT functions. promptparse's own anyId() takes the amount as a JS number; here the
// amount tag is written from integer satang, so no float ever touches money (ADR 0010). The test
// checks the result equals anyId()'s and decodes back with promptparse's validator.

const promptPayAid = 'A000000677010111';

function proxyTag(id: string): { tagId: string; value: string } {
  if (/^0\d{9}$/.test(id)) return { tagId: '01', value: `0066${id.slice(1)}` };
  if (/^\d{13}$/.test(id)) return { tagId: '02', value: id };
  if (/^\d{15}$/.test(id)) return { tagId: '03', value: id };
  throw new Error(`not a PromptPay id: ${id}`);
}

export function isPromptPayId(id: string): boolean {
  return /^(0\d{9}|\d{13}|\d{15})$/.test(id);
}

/** Dynamic (one-time, "12") QR payload asking for exactly `amountSatang`. */
export function promptPayPayload(promptPayId: string, amountSatang: number): string {
  const proxy = proxyTag(promptPayId);
  const merchant = encode([tag('00', promptPayAid), tag(proxy.tagId, proxy.value)]);
  return withCrcTag(
    encode([tag('00', '01'), tag('01', '12'), tag('29', merchant), tag('53', '764'), tag('58', 'TH'), tag('54', formatSatang(amountSatang))]),
    '63',
  );
}
