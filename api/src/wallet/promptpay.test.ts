import { parse } from 'promptparse';
import { anyId } from 'promptparse/generate';
import { anyId as readAnyId } from 'promptparse/validate';
import { promptPayPayload } from './promptpay';

describe('PromptPay payload', () => {
  it('decodes back to the exact amount, the PromptPay id and a valid CRC', () => {
    const payload = promptPayPayload('0612345678', 10_037);
    expect(parse(payload, true)).not.toBeNull();
    expect(parse(payload, true)?.getTagValue('54')).toBe('100.37');
    expect(parse(payload, true)?.getTagValue('01')).toBe('12');
    expect(readAnyId(payload)).toEqual({ type: 'MSISDN', target: '0612345678', amount: 100.37 });
  });

  it('is what promptparse generates itself, for phone, national id and e-wallet ids', () => {
    expect(promptPayPayload('0612345678', 10_037)).toBe(anyId({ type: 'MSISDN', target: '0612345678', amount: 100.37 }));
    expect(promptPayPayload('1234567890123', 5_000_099)).toBe(anyId({ type: 'NATID', target: '1234567890123', amount: 50000.99 }));
    expect(promptPayPayload('123456789012345', 10_001)).toBe(anyId({ type: 'EWALLETID', target: '123456789012345', amount: 100.01 }));
  });

  it('fails the CRC check when a character changes', () => {
    const payload = promptPayPayload('0612345678', 10_037);
    expect(parse(payload.replace('100.37', '900.37'), true)).toBeNull();
  });
});
