import { act, fireEvent, screen } from '@testing-library/react';
import { apiPaths, routePath, showWaiting, showWarning } from '@member-site/shared';
import { apiError, createFakeApi, createFakeSession, createPageProps, renderPage } from '@member-site/shared/testing';
import RegisterOtpPage from './RegisterOtpPage';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  showWaiting: jest.fn(),
  showWarning: jest.fn(),
}));

const otpAnswer = { requestId: 'req-1', expiresIn: 300, resendIn: 30, length: 6 };

function setup(session = createFakeSession()) {
  const api = createFakeApi({
    [apiPaths.otpRequest]: () => otpAnswer,
    [apiPaths.otpVerify]: () => ({ otpToken: 'otp-ticket', expiresIn: 600, phone: '0812345678' }),
    [apiPaths.register]: () => ({ accessToken: 'member-token', expiresIn: 3600, username: '0812345678' }),
  });
  const props = createPageProps({ page: 'register-otp', api, session });
  renderPage(<RegisterOtpPage />, props);
  const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
  const currentStep = () => screen.getByRole('list', { name: 'ขั้นตอนการสมัคร' }).querySelector('[aria-current="step"]');
  return { ...props, api, click, currentStep };
}

async function toCodeStep(click: (name: string) => Promise<void>) {
  fireEvent.change(screen.getByLabelText('เบอร์โทรศัพท์'), { target: { value: '0812345678' } });
  await click('ขอรหัส OTP');
}

function typeCode(code: string) {
  fireEvent.change(screen.getByLabelText('รหัส OTP 6 หลัก'), { target: { value: code } });
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

afterEach(() => jest.useRealTimers());

describe('RegisterOtpPage', () => {
  it('starts at step 1 with the step indicator marking it as current', () => {
    const { currentStep } = setup();
    expect(currentStep()).toHaveTextContent('1ยืนยันเบอร์');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1ยืนยันเบอร์', '2กรอกรหัส', '3ข้อมูลบัญชี']);
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).not.toHaveFocus();
  });

  it('checks the phone before asking for a code', async () => {
    const { api, click } = setup();
    fireEvent.change(screen.getByLabelText('เบอร์โทรศัพท์'), { target: { value: '12345' } });
    await click('ขอรหัส OTP');
    expect(screen.getByRole('alert')).toHaveTextContent('เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('requests a code, then moves to step 2 with the focus in the code field', async () => {
    const { api, click, currentStep } = setup();
    await toCodeStep(click);
    expect(api.post).toHaveBeenCalledWith(apiPaths.otpRequest, { phone: '0812345678' });
    expect(currentStep()).toHaveTextContent('กรอกรหัส');
    const code = screen.getByLabelText('รหัส OTP 6 หลัก');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('0812345678'));
  });

  it('keeps the resend button disabled, counting down, until resendIn has passed', async () => {
    const { api, click } = setup();
    await toCodeStep(click);
    expect(screen.getByRole('button', { name: 'ขอรหัสใหม่ได้ใน 30 วินาที' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'ขอรหัสใหม่ได้ใน 29 วินาที' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(28_000));
    expect(screen.getByRole('button', { name: 'ขอรหัสใหม่ได้ใน 1 วินาที' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: 'ขอรหัส OTP ใหม่' });
    expect(resend).toBeEnabled();

    api.answer(apiPaths.otpRequest, () => ({ ...otpAnswer, requestId: 'req-2', resendIn: 60 }));
    await click('ขอรหัส OTP ใหม่');
    expect(api.post).toHaveBeenCalledTimes(2);
    expect(screen.getByText('ส่งรหัส OTP ใหม่แล้ว')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('รหัส OTP 6 หลัก')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'ขอรหัสใหม่ได้ใน 60 วินาที' })).toBeDisabled();

    typeCode('654321');
    await click('ยืนยันรหัส OTP');
    expect(api.post).toHaveBeenLastCalledWith(apiPaths.otpVerify, { requestId: 'req-2', code: '654321' });
  });

  it('shows the server message for a wrong code under the field, keeping the code', async () => {
    const { api, click, currentStep } = setup();
    await toCodeStep(click);
    api.answer(apiPaths.otpVerify, () => {
      throw apiError(400, 'OTP_INVALID', 'รหัส OTP ไม่ถูกต้อง เหลืออีก 2 ครั้ง');
    });
    typeCode('111111');
    await click('ยืนยันรหัส OTP');
    const code = screen.getByLabelText('รหัส OTP 6 หลัก');
    expect(screen.getByRole('alert')).toHaveTextContent('รหัส OTP ไม่ถูกต้อง เหลืออีก 2 ครั้ง');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('เหลืออีก 2 ครั้ง'));
    expect(code).toHaveValue('111111');
    expect(code).toHaveFocus();
    expect(currentStep()).toHaveTextContent('กรอกรหัส');
  });

  it('asks for all six digits before verifying, and types digits only', async () => {
    const { api, click } = setup();
    await toCodeStep(click);
    typeCode('12a3');
    expect(screen.getByLabelText('รหัส OTP 6 หลัก')).toHaveValue('123');
    await click('ยืนยันรหัส OTP');
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณากรอกรหัส OTP ให้ครบ 6 หลัก');
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it('verifies, then step 3 is the details form with the phone fixed and the otpToken sent along', async () => {
    const { api, session, navigate, click, currentStep } = setup();
    await toCodeStep(click);
    typeCode('123456');
    await click('ยืนยันรหัส OTP');
    expect(api.post).toHaveBeenLastCalledWith(apiPaths.otpVerify, { requestId: 'req-1', code: '123456' });
    expect(currentStep()).toHaveTextContent('ข้อมูลบัญชี');
    expect(screen.getByRole('heading', { level: 2, name: 'ข้อมูลบัญชี' })).toHaveFocus();
    const phone = screen.getByLabelText('เบอร์โทรศัพท์');
    expect(phone).toHaveValue('0812345678');
    expect(phone).toHaveAttribute('readonly');

    fireEvent.change(screen.getByLabelText('รหัสผ่าน'), { target: { value: 'pass1234' } });
    fireEvent.change(screen.getByLabelText('ยืนยันรหัสผ่าน'), { target: { value: 'pass1234' } });
    fireEvent.change(screen.getByLabelText('ธนาคาร'), { target: { value: 'GSB' } });
    fireEvent.change(screen.getByLabelText('เลขที่บัญชี'), { target: { value: '123456789012' } });
    fireEvent.change(screen.getByLabelText('ชื่อบัญชี'), { target: { value: 'สมหญิง รักดี' } });
    fireEvent.click(screen.getByLabelText('ข้าพเจ้ามีอายุ 18 ปีขึ้นไป และยอมรับเงื่อนไขการใช้บริการ'));
    await click('สมัครสมาชิก');
    expect(api.post).toHaveBeenLastCalledWith(apiPaths.register, {
      phone: '0812345678',
      password: 'pass1234',
      bankCode: 'GSB',
      bankAccount: '123456789012',
      accountName: 'สมหญิง รักดี',
      acceptAge: true,
      otpToken: 'otp-ticket',
    });
    expect(session.signIn).toHaveBeenCalledWith('member-token');
    act(() => jest.advanceTimersByTime(300));
    expect(navigate).toHaveBeenCalledWith(routePath('playgame'), { replace: true });
  });

  it('goes back to step 1 with the message when the code has expired, phone kept and focused', async () => {
    const { api, click, currentStep } = setup();
    await toCodeStep(click);
    api.answer(apiPaths.otpVerify, () => {
      throw apiError(410, 'OTP_EXPIRED', 'รหัส OTP หมดอายุแล้ว กรุณาขอรหัสใหม่');
    });
    typeCode('123456');
    await click('ยืนยันรหัส OTP');
    expect(currentStep()).toHaveTextContent('ยืนยันเบอร์');
    expect(screen.getByRole('alert')).toHaveTextContent('รหัส OTP หมดอายุแล้ว กรุณาขอรหัสใหม่');
    const phone = screen.getByLabelText('เบอร์โทรศัพท์');
    expect(phone).toHaveValue('0812345678');
    expect(phone).toHaveFocus();
  });

  it('goes back to step 1 when the server refuses the ticket at the end', async () => {
    const { api, click, currentStep } = setup();
    await toCodeStep(click);
    typeCode('123456');
    await click('ยืนยันรหัส OTP');
    api.answer(apiPaths.register, () => {
      throw apiError(410, 'OTP_EXPIRED', 'การยืนยันเบอร์หมดเวลา กรุณาขอรหัสใหม่');
    });
    fireEvent.change(screen.getByLabelText('รหัสผ่าน'), { target: { value: 'pass1234' } });
    fireEvent.change(screen.getByLabelText('ยืนยันรหัสผ่าน'), { target: { value: 'pass1234' } });
    fireEvent.change(screen.getByLabelText('ธนาคาร'), { target: { value: 'KTB' } });
    fireEvent.change(screen.getByLabelText('เลขที่บัญชี'), { target: { value: '1234567890' } });
    fireEvent.change(screen.getByLabelText('ชื่อบัญชี'), { target: { value: 'สมหญิง รักดี' } });
    fireEvent.click(screen.getByLabelText('ข้าพเจ้ามีอายุ 18 ปีขึ้นไป และยอมรับเงื่อนไขการใช้บริการ'));
    await click('สมัครสมาชิก');
    expect(currentStep()).toHaveTextContent('ยืนยันเบอร์');
    expect(screen.getByRole('alert')).toHaveTextContent('การยืนยันเบอร์หมดเวลา กรุณาขอรหัสใหม่');
  });

  it('lets the visitor change the phone number from step 2', async () => {
    const { click, currentStep } = setup();
    await toCodeStep(click);
    await click('เปลี่ยนเบอร์โทรศัพท์');
    expect(currentStep()).toHaveTextContent('ยืนยันเบอร์');
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toHaveValue('0812345678');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('RegisterOtpPage: a site in another registerMode', () => {
  it('mode 2 takes the visitor to the register form', () => {
    const session = createFakeSession();
    const props = createPageProps({ page: 'register-otp', session });
    renderPage(<RegisterOtpPage />, props);
    act(() => session.set('website', { registerMode: '2' }));
    expect(props.navigate).toHaveBeenCalledWith(routePath('register'), { replace: true });
  });
});

describe('RegisterOtpPage: an API without sign-up by one-time code (ADR 0029)', () => {
  it('shows the support chat card instead of the steps, asking for no code', () => {
    const { api } = setup(createFakeSession({ capabilities: [] }));
    expect(screen.getByRole('button', { name: /สมัครผ่านแชทเจ้าหน้าที่/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('เบอร์โทรศัพท์')).toBeNull();
    expect(screen.queryByRole('button', { name: 'ขอรหัส OTP' })).toBeNull();
    expect(api.paths()).toEqual([]);
  });
});
