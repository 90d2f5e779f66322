import { forgetReferral, referralCode, referralCodeFrom, rememberReferral } from './referral';

describe('the referral a visit came by (issue 21)', () => {
  afterEach(() => sessionStorage.clear());

  it('reads a ref from the address, refusing an absurd one', () => {
    expect(referralCodeFrom('?ref=AB3DEF7H')).toBe('AB3DEF7H');
    expect(referralCodeFrom('?ref=')).toBeUndefined();
    expect(referralCodeFrom(`?ref=${'x'.repeat(65)}`)).toBeUndefined();
  });

  it("reads the ref the shell's early script kept before any script of the landing ran", () => {
    sessionStorage.setItem('member-site.referral', 'EARLY777');
    expect(referralCode('')).toBe('EARLY777');
  });

  it('keeps it across pages and reloads of the visit, the address winning, until forgotten', () => {
    rememberReferral('?ref=FIRST');
    rememberReferral('');
    expect(referralCode('')).toBe('FIRST');
    expect(referralCode('?ref=SECOND')).toBe('SECOND');
    forgetReferral();
    expect(referralCode('')).toBeUndefined();
  });
});
