import { bangkokDate, formatMoneyText, formatThaiDateTime, formatThb } from './format';

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
