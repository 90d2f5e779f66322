import { bangkokDate, formatMoneyText, formatThaiDate, formatThaiDateTime, formatThb } from './format';
import { isPositiveAmount, toMoneyText } from './contract/money';

describe('formatMoneyText', () => {
  it.each([
    ['1234567.50', '1,234,567.50'],
    ['0.05', '0.05'],
    ['100.00', '100.00'],
    ['999.99', '999.99'],
    ['1000.00', '1,000.00'],
    ['-50.00', '-50.00'],
    ['-1234.10', '-1,234.10'],
    ['999999999999.99', '999,999,999,999.99'],
    ['500', '500.00'],
    ['12.5', '12.50'],
    ['007.00', '7.00'],
  ])('%s → %s', (input, output) => {
    expect(formatMoneyText(input)).toBe(output);
  });

  it('keeps digits a float would lose', () => {
    expect(formatMoneyText('90071992547409.93')).toBe('90,071,992,547,409.93');
  });

  it('returns text that is not an amount unchanged', () => {
    expect(formatMoneyText('<b>1</b>')).toBe('<b>1</b>');
    expect(formatMoneyText('')).toBe('');
  });

  it('has a THB variant', () => {
    expect(formatThb('1500.00')).toBe('1,500.00 THB');
  });
});

describe('formatThaiDateTime', () => {
  it('shows the Buddhist-era year and 24 h time in Asia/Bangkok (this ICU)', () => {
    expect(formatThaiDateTime('2026-11-23T17:05:00Z')).toBe('24 พ.ย. 2569 00:05');
    expect(formatThaiDateTime('2026-01-01T06:30:00.000Z')).toBe('1 ม.ค. 2569 13:30');
  });

  it('returns an unreadable instant unchanged', () => {
    expect(formatThaiDateTime('not a date')).toBe('not a date');
  });
});

describe('bangkokDate', () => {
  it('is the Bangkok calendar day, not the UTC one', () => {
    expect(bangkokDate(new Date('2026-11-23T17:05:00Z'))).toBe('2026-11-24');
    expect(bangkokDate(new Date('2026-11-23T16:59:00Z'))).toBe('2026-11-23');
  });

  it('counts days back across a month end', () => {
    expect(bangkokDate(new Date('2026-03-02T03:00:00Z'), 6)).toBe('2026-02-24');
  });
});

describe('toMoneyText and isPositiveAmount', () => {
  it('rounds half up in integers, where 0.1 + 0.2 style float errors cannot creep in', () => {
    expect(toMoneyText('0.125')).toBe('0.13');
    expect(toMoneyText('1.005')).toBe('1.01');
    expect(toMoneyText('9999999999999.995')).toBe('10000000000000.00');
    expect(toMoneyText(120.5)).toBe('120.50');
    expect(toMoneyText('abc')).toBeNull();
    expect(toMoneyText(Number.NaN)).toBeNull();
  });

  it('tells a prize from nothing', () => {
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('50.00')).toBe(true);
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('-5.00')).toBe(false);
    expect(isPositiveAmount('lots')).toBe(false);
  });
});

describe('formatThaiDate', () => {
  it('gives the Bangkok calendar day with the month in full and the Buddhist-era year', () => {
    expect(formatThaiDate('2026-11-23T17:05:00Z')).toBe('24 พฤศจิกายน 2569');
    expect(formatThaiDate('not a date')).toBe('not a date');
  });
});
