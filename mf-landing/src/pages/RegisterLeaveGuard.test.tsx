import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { apiPaths, showWaiting, showWarning, type PageNavigator } from '@member-site/shared';
import { apiError, createFakeApi, createPageProps, renderPage, type AnswerTable } from '@member-site/shared/testing';
import RegisterAutoPage from './RegisterAutoPage';
import RegisterOtpPage from './RegisterOtpPage';
import RegisterPage from './RegisterPage';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  showWaiting: jest.fn(),
  showWarning: jest.fn(),
}));

type Guard = Parameters<NonNullable<PageNavigator['block']>>[0];

/** A register page on a history that records its guards: `guarded()` says whether leaving would ask. */
function setup(page: 'register' | 'register-auto' | 'register-otp', ui: ReactElement, answers: AnswerTable) {
  const props = createPageProps({ page, api: createFakeApi(answers) });
  const guards = new Set<Guard>();
  props.navigator.block = (guard) => {
    guards.add(guard);
    return () => void guards.delete(guard);
  };
  renderPage(ui, props);
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
  return { props, type, click, guarded: () => guards.size > 0 };
}

/** An answer the test gives when it chooses: what the form does while it is being sent. */
function later<T>() {
  let answer!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

const registered = { accessToken: 'new-member-token', expiresIn: 3600, username: '0812345678' };

function fillRegisterForm(type: (label: string, value: string) => void) {
  type('เบอร์โทรศัพท์', '0812345678');
  type('รหัสผ่าน', 'secret123');
  type('ยืนยันรหัสผ่าน', 'secret123');
  fireEvent.change(screen.getByLabelText('ธนาคาร'), { target: { value: 'SCB' } });
  type('เลขที่บัญชี', '1234567890');
  type('ชื่อบัญชี', 'สมชาย ใจดี');
  fireEvent.click(screen.getByLabelText('ข้าพเจ้ามีอายุ 18 ปีขึ้นไป และยอมรับเงื่อนไขการใช้บริการ'));
}

beforeEach(() => {
  jest.useFakeTimers();
  jest
    .mocked(showWaiting)
    .mockReset()
    .mockReturnValue(() => undefined);
  jest.mocked(showWarning).mockReset().mockResolvedValue(undefined);
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the register forms ask before a tap elsewhere throws away what was typed (ADR 0045)', () => {
  it('/register: asks while something is typed and not sent; not while it is sent, nor after it succeeds', async () => {
    const sent = later<typeof registered>();
    const { type, click, guarded } = setup('register', <RegisterPage />, { [apiPaths.register]: () => sent.promise });
    expect(guarded()).toBe(false);
    type('เบอร์โทรศัพท์', '08');
    expect(guarded()).toBe(true);
    type('เบอร์โทรศัพท์', '');
    expect(guarded()).toBe(false);
    fillRegisterForm(type);
    expect(guarded()).toBe(true);
    await click('สมัครสมาชิก');
    expect(guarded()).toBe(false);
    await act(async () => sent.answer(registered));
    // Signed in; /playgame follows 300 ms later, unasked.
    expect(guarded()).toBe(false);
  });

  it('/register: a refused sign-up keeps the values, and the question with them', async () => {
    const sent = later<typeof registered>();
    const { type, click, guarded } = setup('register', <RegisterPage />, { [apiPaths.register]: () => sent.promise });
    fillRegisterForm(type);
    await click('สมัครสมาชิก');
    expect(guarded()).toBe(false);
    await act(async () => sent.fail(apiError(409, 'REGISTER_TAKEN', 'เบอร์โทรศัพท์หรือเลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว')));
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toHaveValue('0812345678');
    expect(guarded()).toBe(true);
  });

  it('/registerauto: asks once something is typed; the credentials that replace the form ask nothing', async () => {
    const answer = { accessToken: 'auto-token', expiresIn: 3600, username: 'SB0812345', password: 'Xk42mPq9' };
    const { type, click, guarded } = setup('register-auto', <RegisterAutoPage />, { [apiPaths.registerAuto]: () => answer });
    expect(guarded()).toBe(false);
    type('เบอร์โทรศัพท์', '0912345678');
    fireEvent.change(screen.getByLabelText('ธนาคาร'), { target: { value: 'BBL' } });
    type('เลขที่บัญชี', '9876543210');
    type('ชื่อบัญชี', 'มานะ มานี');
    fireEvent.click(screen.getByLabelText('ข้าพเจ้ามีอายุ 18 ปีขึ้นไป และยอมรับเงื่อนไขการใช้บริการ'));
    expect(guarded()).toBe(true);
    await click('สมัครสมาชิก');
    expect(screen.getByText('SB0812345')).toBeInTheDocument();
    expect(guarded()).toBe(false);
  });

  it('/registerotp: the phone, then the code, then the details each ask while typed and not sent', async () => {
    const { type, click, guarded } = setup('register-otp', <RegisterOtpPage />, {
      [apiPaths.otpRequest]: () => ({ requestId: 'req-1', expiresIn: 300, resendIn: 30, length: 6 }),
      [apiPaths.otpVerify]: () => ({ otpToken: 'otp-ticket', expiresIn: 600, phone: '0812345678' }),
    });
    expect(guarded()).toBe(false);
    type('เบอร์โทรศัพท์', '0812345678');
    expect(guarded()).toBe(true);
    await click('ขอรหัส OTP');
    expect(guarded()).toBe(false);
    type('รหัส OTP 6 หลัก', '123456');
    expect(guarded()).toBe(true);
    await click('ยืนยันรหัส OTP');
    // The details step: the proven phone is filled in for the visitor, nothing typed yet.
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toHaveValue('0812345678');
    expect(guarded()).toBe(false);
    type('รหัสผ่าน', 'secret123');
    expect(guarded()).toBe(true);
  });
});
