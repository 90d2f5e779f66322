import {
  emptyRegisterValues,
  normalizeAccount,
  normalizePhone,
  toAutoRegisterRequest,
  toRegisterRequest,
  validateRegisterField,
  type RegisterValues,
} from './validate';

const valid: RegisterValues = {
  phone: '0812345678',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  bankCode: 'KBANK',
  bankAccount: '1234567890',
  accountName: 'สมชาย ใจดี',
  lineId: '',
  referralSource: '',
  acceptAge: true,
};

const check = (field: keyof RegisterValues, change: Partial<RegisterValues>) => validateRegisterField(field, { ...valid, ...change });

describe('register validation (Thai messages)', () => {
  it('accepts a complete, valid form', () => {
    for (const field of Object.keys(valid) as (keyof RegisterValues)[]) {
      expect(validateRegisterField(field, valid)).toBeUndefined();
    }
  });

  it.each([
    ['', 'กรุณากรอกเบอร์โทรศัพท์'],
    ['081234567', 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09'],
    ['08123456789', 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09'],
    ['0212345678', 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09'],
    ['08l2345678', 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09'],
  ])('phone %p → %s', (phone, message) => {
    expect(check('phone', { phone })).toBe(message);
  });

  it.each(['0612345678', '0812345678', '0912345678'])('phone %p is a Thai mobile number', (phone) => {
    expect(check('phone', { phone })).toBeUndefined();
  });

  it.each([
    ['', 'กรุณากรอกรหัสผ่าน'],
    ['abc1234', 'รหัสผ่านต้องมี 8–64 ตัวอักษร'],
    [`a1${'x'.repeat(63)}`, 'รหัสผ่านต้องมี 8–64 ตัวอักษร'],
    ['abcdefgh', 'รหัสผ่านต้องมีทั้งตัวอักษรและตัวเลข'],
    ['12345678', 'รหัสผ่านต้องมีทั้งตัวอักษรและตัวเลข'],
    ['abcd-_!?', 'รหัสผ่านต้องมีทั้งตัวอักษรและตัวเลข'],
    ['abcd\u00071234', 'รหัสผ่านมีอักขระพิเศษที่ใช้ไม่ได้'],
  ])('password %p → %s', (password, message) => {
    expect(check('password', { password, confirmPassword: password })).toBe(message);
  });

  it('accepts passwords of exactly 8 and 64 characters, letters of any script as the API does', () => {
    expect(check('password', { password: 'abcdefg1' })).toBeUndefined();
    expect(check('password', { password: `a1${'x'.repeat(62)}` })).toBeUndefined();
    expect(check('password', { password: 'รหัสผ่าน1234' })).toBeUndefined();
    // Counted in characters, not UTF-16 units: 7 emoji and a digit are 8.
    expect(check('password', { password: `${'😀'.repeat(6)}a1` })).toBeUndefined();
  });

  it('asks for the confirmation and that it matches', () => {
    expect(check('confirmPassword', { confirmPassword: '' })).toBe('กรุณายืนยันรหัสผ่าน');
    expect(check('confirmPassword', { confirmPassword: 'abc12346' })).toBe('รหัสผ่านทั้งสองช่องไม่ตรงกัน');
  });

  it('asks for a bank from the list', () => {
    expect(check('bankCode', { bankCode: '' })).toBe('กรุณาเลือกธนาคาร');
    expect(check('bankCode', { bankCode: 'NOPE' })).toBe('กรุณาเลือกธนาคาร');
  });

  it('wants the account number in digits, exactly as many as the bank uses', () => {
    expect(check('bankAccount', { bankAccount: '' })).toBe('กรุณากรอกเลขที่บัญชี');
    expect(check('bankAccount', { bankAccount: '12345a7890' })).toBe('เลขที่บัญชีต้องเป็นตัวเลขเท่านั้น');
    expect(check('bankAccount', { bankAccount: '123456789' })).toBe('เลขที่บัญชีธนาคารกสิกรไทยต้องมี 10 หลัก');
    expect(check('bankAccount', { bankCode: 'GSB', bankAccount: '1234567890' })).toBe('เลขที่บัญชีธนาคารออมสินต้องมี 12 หลัก');
    expect(check('bankAccount', { bankCode: 'GSB', bankAccount: '123456789012' })).toBeUndefined();
  });

  it('checks only digits while no bank is chosen (the bank field has its own message)', () => {
    expect(check('bankAccount', { bankCode: '', bankAccount: '123' })).toBeUndefined();
  });

  it('asks for the account holder name: Thai or Latin letters, spaces and dots, 2–100 long', () => {
    expect(check('accountName', { accountName: '   ' })).toBe('กรุณากรอกชื่อบัญชี');
    expect(check('accountName', { accountName: 'ก' })).toBe('ชื่อบัญชีต้องยาว 2–100 ตัวอักษร');
    expect(check('accountName', { accountName: 'ก'.repeat(101) })).toBe('ชื่อบัญชีต้องยาว 2–100 ตัวอักษร');
    expect(check('accountName', { accountName: 'สมชาย 2' })).toBe('ชื่อบัญชีต้องไม่มีตัวเลข');
    expect(check('accountName', { accountName: 'สมชาย ๒' })).toBe('ชื่อบัญชีต้องไม่มีตัวเลข');
    expect(check('accountName', { accountName: 'สมชาย_ใจดี' })).toBe('ชื่อบัญชีใช้ได้เฉพาะตัวอักษรไทยหรืออังกฤษ ช่องว่าง และจุด');
    expect(check('accountName', { accountName: '. .' })).toBe('ชื่อบัญชีใช้ได้เฉพาะตัวอักษรไทยหรืออังกฤษ ช่องว่าง และจุด');
    expect(check('accountName', { accountName: 'น.ส. สมหญิง  Smith' })).toBeUndefined();
  });

  it('leaves LINE ID optional but checks its form when given', () => {
    expect(check('lineId', { lineId: '' })).toBeUndefined();
    expect(check('lineId', { lineId: 'somchai.99' })).toBeUndefined();
    expect(check('lineId', { lineId: '@shop_01' })).toBeUndefined();
    expect(check('lineId', { lineId: 'สมชาย' })).toBe('ไอดีไลน์ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และ . _ - ไม่เกิน 20 ตัว');
    expect(check('lineId', { lineId: 'a'.repeat(21) })).toBe('ไอดีไลน์ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และ . _ - ไม่เกิน 20 ตัว');
  });

  it('requires the age confirmation', () => {
    expect(check('acceptAge', { acceptAge: false })).toBe('กรุณายืนยันว่ามีอายุ 18 ปีขึ้นไป และยอมรับเงื่อนไขการใช้บริการ');
  });

  it('never requires the referral source', () => {
    expect(validateRegisterField('referralSource', emptyRegisterValues)).toBeUndefined();
  });
});

describe('normalizing what is typed', () => {
  it('drops spaces and dashes from phone numbers and turns +66 into 0', () => {
    expect(normalizePhone('081-234 5678')).toBe('0812345678');
    expect(normalizePhone('+66 81 234 5678')).toBe('0812345678');
    expect(normalizePhone('66812345678')).toBe('0812345678');
    expect(normalizePhone('08a')).toBe('08a');
  });

  it('drops separators from account numbers but keeps anything else for the message', () => {
    expect(normalizeAccount('123-4-56789-0')).toBe('1234567890');
    expect(normalizeAccount('12 34x')).toBe('1234x');
  });
});

describe('building the requests', () => {
  it('sends the RegisterRequest with the holder name tidied and no empty optional fields', () => {
    expect(toRegisterRequest({ ...valid, accountName: '  สมชาย   ใจดี ' })).toStrictEqual({
      phone: '0812345678',
      password: 'abc12345',
      bankCode: 'KBANK',
      bankAccount: '1234567890',
      accountName: 'สมชาย ใจดี',
      acceptAge: true,
    });
  });

  it('adds the optional fields and the tickets when there are any', () => {
    expect(
      toRegisterRequest({ ...valid, lineId: ' somchai ', referralSource: 'tiktok' }, { otpToken: 'otp-1', lineRegistrationToken: 'line-1' }),
    ).toStrictEqual({
      phone: '0812345678',
      password: 'abc12345',
      bankCode: 'KBANK',
      bankAccount: '1234567890',
      accountName: 'สมชาย ใจดี',
      acceptAge: true,
      lineId: 'somchai',
      referralSource: 'tiktok',
      otpToken: 'otp-1',
      lineRegistrationToken: 'line-1',
    });
  });

  it('sends only the mode-1 fields for auto registration', () => {
    expect(toAutoRegisterRequest(valid)).toStrictEqual({
      phone: '0812345678',
      bankCode: 'KBANK',
      bankAccount: '1234567890',
      accountName: 'สมชาย ใจดี',
      acceptAge: true,
    });
  });
});
