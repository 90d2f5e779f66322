import { apiError } from '@member-site/shared/testing';
import { amountProblem } from './amount';
import { isDefiniteRefusal } from './errors';
import { newIdempotencyKey } from './idempotency';

describe('amountProblem mirrors AmountInput and the limits', () => {
  const wide = { minAmount: '0.01', maxAmount: '9999999999.00' };
  const limits = { minAmount: '100.00', maxAmount: '50000.00' };
  it.each(['1', '100', '100.5', '100.50', '999999999'])('accepts %s', (typed) => expect(amountProblem(typed, wide)).toBeNull());
  it.each(['', '1,000', '-5', '1.234', '1e3', '.5', '1000000000', '๑๐๐', '<img src=x>'])('refuses %p in Thai', (typed) => {
    expect(amountProblem(typed, wide)).toMatch(/^กรุณากรอกจำนวนเงิน/);
  });
  it('refuses zero, below the minimum and above the maximum with the limit in the message', () => {
    expect(amountProblem('0.00', limits)).toBe('กรุณาระบุจำนวนเงินมากกว่า 0 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง');
    expect(amountProblem('99.99', limits)).toBe('จำนวนเงินต่ำกว่าขั้นต่ำ (ขั้นต่ำ 100.00 บาท)');
    expect(amountProblem('50000.01', limits)).toBe('จำนวนเงินเกินกว่าที่กำหนด (สูงสุด 50,000.00 บาท ต่อรายการ)');
    expect(amountProblem('100', limits)).toBeNull();
    expect(amountProblem('50000', limits)).toBeNull();
  });
});

describe('newIdempotencyKey', () => {
  it('is 32 hex characters, new each time, with or without randomUUID', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
    const saved = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: saved, configurable: true });
    }
  });
});

describe('isDefiniteRefusal', () => {
  it('is true for a 4xx answer only (not a timeout, a rate limit, a 5xx or no answer)', () => {
    expect(isDefiniteRefusal(apiError(422, 'X', 'x'))).toBe(true);
    expect(isDefiniteRefusal(apiError(409, 'X', 'x'))).toBe(true);
    for (const status of [0, 408, 429, 500, 502, 201]) expect(isDefiniteRefusal(apiError(status, 'X', 'x'))).toBe(false);
    expect(isDefiniteRefusal(new TypeError('fetch failed'))).toBe(false);
  });
});
