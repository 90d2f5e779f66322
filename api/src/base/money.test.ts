import { displaySatang, formatSatang, parseAmountInput } from './money';

describe('money in satang', () => {
  it.each([
    [0, '0.00', '0.00'],
    [5, '0.05', '0.05'],
    [99_999, '999.99', '999.99'],
    [100_000, '1000.00', '1,000.00'],
    [5_000_000, '50000.00', '50,000.00'],
    [123_456_789_01, '123456789.01', '123,456,789.01'],
    [-1_234_567, '-12345.67', '-12,345.67'],
  ])('%i satang is "%s" on the wire and "%s" in a Thai message', (satang, wire, shown) => {
    expect(formatSatang(satang)).toBe(wire);
    expect(displaySatang(satang)).toBe(shown);
  });

  it('refuses a fraction of a satang instead of rounding it', () => {
    expect(() => formatSatang(10.5)).toThrow('[api] E4');
  });

  it.each(['-1', '1e3', '100.001', '', ' 100', '1,000', '<b>1</b>'])('what a member typed: %j is not an amount', (typed) => {
    expect(parseAmountInput(typed)).toBeNull();
  });
});
