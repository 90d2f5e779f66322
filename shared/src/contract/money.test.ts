import { amountInputPattern, compareAmounts, fromSatang, isAmountInput, moneyPattern, percentOf, subtractAmounts, toSatang } from './money';

// The one money rule (ADR 0010, issue 24): the wire's forms and exact arithmetic in satang.

describe('the wire forms', () => {
  it.each(['1', '100', '100.5', '100.50', '999999999'])('%s is what a member may type', (typed) => expect(isAmountInput(typed)).toBe(true));
  it.each(['', '1,000', '-5', '1.234', '1e3', '.5', '1000000000', '๑๐๐', ' 100', '<img src=x>'])('%p is not', (typed) =>
    expect(isAmountInput(typed)).toBe(false),
  );
  it('the patterns the contract checks with are the same rule', () => {
    expect(new RegExp(amountInputPattern).test('100.5')).toBe(true);
    expect(new RegExp(moneyPattern).test('-1500.00')).toBe(true);
    expect(new RegExp(moneyPattern).test('1500.5')).toBe(false);
  });
});

describe('satang', () => {
  it.each([
    ['0.05', 5n, '0.05'],
    ['100', 10000n, '100.00'],
    ['1500.5', 150050n, '1500.50'],
    ['-12345.67', -1234567n, '-12345.67'],
    ['90071992547409.93', 9007199254740993n, '90071992547409.93'],
  ])('%s is %d satang, written back as %s', (text, satang, wire) => {
    expect(toSatang(text)).toBe(satang);
    expect(fromSatang(satang)).toBe(wire);
  });
  it.each(['1.234', 'x', '', '1e3'])('%p is not an amount of satang', (text) => expect(toSatang(text)).toBeNull());
});

describe('compareAmounts', () => {
  it('compares in exact satang', () => {
    expect(compareAmounts('100', '100.00')).toBe(0);
    expect(compareAmounts('0.29', '0.3')).toBe(-1);
    expect(compareAmounts('90071992547409.93', '90071992547409.92')).toBe(1);
    expect(compareAmounts('x', '1')).toBeNull();
  });
});

describe('subtractAmounts', () => {
  it('works in exact satang', () => {
    expect(subtractAmounts('0.30', '0.10')).toBe('0.20');
    expect(subtractAmounts('1000.5', '10.00')).toBe('990.50');
    expect(subtractAmounts('5.00', '10.00')).toBe('-5.00');
    expect(subtractAmounts('90071992547409.93', '0.01')).toBe('90071992547409.92');
    expect(subtractAmounts('abc', '1.00')).toBeNull();
  });
});

describe('percentOf (the turnover progress bar)', () => {
  it('is the floor of part / whole in whole percent, exact in satang, kept within 0–100', () => {
    expect(percentOf('4000.00', '10001.55')).toBe(39);
    expect(percentOf('0.29', '0.30')).toBe(96);
    expect(percentOf('5000.00', '5000.00')).toBe(100);
    expect(percentOf('9000.00', '5000.00')).toBe(100);
    expect(percentOf('100.00', '0.00')).toBe(0);
    expect(percentOf('x', '100.00')).toBe(0);
  });
});
