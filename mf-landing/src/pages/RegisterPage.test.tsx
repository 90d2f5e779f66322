import { act, fireEvent, screen, within } from '@testing-library/react';
import { apiPaths, defaultRuntimeConfig, routePath, showWaiting, showWarning, texts } from '@member-site/shared';
import { registrationKey } from '../features/line/storage';
import { apiError, createFakeApi, createFakeSession, createPageProps, renderPage } from '@member-site/shared/testing';
import { rememberReferral } from '../features/register/referral';
import RegisterPage from './RegisterPage';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  showWaiting: jest.fn(),
  showWarning: jest.fn(),
}));

const waiting = jest.mocked(showWaiting);
const warning = jest.mocked(showWarning);
const closeWaiting = jest.fn();

const line = { channelId: '1650000000', callbackUrl: 'https://site.test/Line/Callback', authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize' };
const registered = { accessToken: 'new-member-token', expiresIn: 3600, username: '0812345678' };

const labels = {
  phone: 'เบอร์โทรศัพท์',
  password: 'รหัสผ่าน',
  confirm: 'ยืนยันรหัสผ่าน',
  bank: 'ธนาคาร',
  account: 'เลขที่บัญชี',
  name: 'ชื่อบัญชี',
  lineId: 'ไอดีไลน์ (ไม่บังคับ)',
  referral: 'รู้จักเราจากช่องทางใด (ไม่บังคับ)',
  age: 'ข้าพเจ้ามีอายุ 18 ปีขึ้นไป และยอมรับเงื่อนไขการใช้บริการ',
};

function setup({ withLine = false, search = '', session = createFakeSession() } = {}) {
  const api = createFakeApi({ [apiPaths.register]: () => registered });
  const props = createPageProps({
    page: 'register',
    path: `${routePath('register')}${search}`,
    api,
    session,
    config: { ...defaultRuntimeConfig, siteTitle: 'ทดสอบเบท', line: withLine ? line : null },
  });
  const view = renderPage(<RegisterPage />, props);
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const fillValid = () => {
    type(labels.phone, '081-234-5678');
    type(labels.password, 'secret123');
    type(labels.confirm, 'secret123');
    fireEvent.change(field(labels.bank), { target: { value: 'SCB' } });
    type(labels.account, '123-4-56789-0');
    type(labels.name, 'สมชาย ใจดี');
    type(labels.lineId, 'somchai99');
    fireEvent.change(field(labels.referral), { target: { value: 'friend' } });
    fireEvent.click(field(labels.age));
  };
  const submitButton = () => screen.getByRole('button', { name: 'สมัครสมาชิก' });
  const submit = () => act(async () => void fireEvent.click(submitButton()));
  return { ...props, api, view, field, type, fillValid, submit, submitButton };
}

const expectedRequest = {
  phone: '0812345678',
  password: 'secret123',
  bankCode: 'SCB',
  bankAccount: '1234567890',
  accountName: 'สมชาย ใจดี',
  lineId: 'somchai99',
  referralSource: 'friend',
  acceptAge: true,
};

beforeEach(() => {
  jest.useFakeTimers();
  closeWaiting.mockReset();
  waiting.mockReset().mockReturnValue(closeWaiting);
  warning.mockReset().mockResolvedValue(undefined);
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('RegisterPage: the form', () => {
  it('has every field with its visible Thai label, one <main> and the register button', () => {
    const { field, submitButton } = setup();
    expect(field(labels.phone)).toHaveAttribute('type', 'tel');
    expect(field(labels.phone)).toHaveAttribute('inputmode', 'numeric');
    expect(field(labels.password)).toHaveAttribute('type', 'password');
    expect(field(labels.password)).toHaveAttribute('autocomplete', 'new-password');
    expect(field(labels.confirm)).toHaveAttribute('type', 'password');
    expect(field(labels.bank).tagName).toBe('SELECT');
    expect(
      within(field(labels.bank))
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent),
    ).toContain('ธนาคารกสิกรไทย');
    expect(field(labels.account)).toHaveAttribute('inputmode', 'numeric');
    expect(field(labels.name)).toBeInTheDocument();
    expect(field(labels.lineId)).toBeInTheDocument();
    expect(
      within(field(labels.referral))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ไม่ระบุ', 'Facebook', 'LINE', 'Google', 'TikTok', 'เพื่อนแนะนำ', 'อื่น ๆ']);
    expect(field(labels.age)).toHaveAttribute('type', 'checkbox');
    expect(submitButton()).toHaveAttribute('type', 'submit');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'สมัครสมาชิก' })).toBeInTheDocument();
  });

  it('checks a field when it loses focus after a change, linking the message to it', () => {
    const { field, type } = setup();
    type(labels.phone, '0812');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.blur(field(labels.phone));
    const message = 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field(labels.phone)).toHaveAttribute('aria-invalid', 'true');
    expect(field(labels.phone)).toHaveAccessibleDescription(expect.stringContaining(message));
    type(labels.phone, '0812345678');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field(labels.phone)).not.toHaveAttribute('aria-invalid');
  });

  it('says nothing when a field the visitor never changed loses focus', () => {
    const { field } = setup();
    fireEvent.blur(field(labels.phone));
    fireEvent.blur(field(labels.password));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on submit shows every required-field message, focuses the first invalid field and sends nothing', async () => {
    const { api, field, submit } = setup();
    await submit();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'กรุณากรอกเบอร์โทรศัพท์',
      'กรุณากรอกรหัสผ่าน',
      'กรุณายืนยันรหัสผ่าน',
      'กรุณาเลือกธนาคาร',
      'กรุณากรอกเลขที่บัญชี',
      'กรุณากรอกชื่อบัญชี',
      'กรุณายืนยันว่ามีอายุ 18 ปีขึ้นไป และยอมรับเงื่อนไขการใช้บริการ',
    ]);
    expect(field(labels.phone)).toHaveFocus();
    expect(field(labels.age)).toHaveAccessibleDescription('กรุณายืนยันว่ามีอายุ 18 ปีขึ้นไป และยอมรับเงื่อนไขการใช้บริการ');
    expect(api.post).not.toHaveBeenCalled();
    expect(waiting).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in screen order', async () => {
    const { field, type, fillValid, submit } = setup();
    fillValid();
    type(labels.confirm, 'secret124');
    type(labels.account, '12345');
    await submit();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['รหัสผ่านทั้งสองช่องไม่ตรงกัน', 'เลขที่บัญชีธนาคารไทยพาณิชย์ต้องมี 10 หลัก']);
    expect(field(labels.confirm)).toHaveFocus();
  });

  it('re-checks the account number when the bank changes, and the confirmation when the password changes', async () => {
    const { field, type, fillValid, submit } = setup();
    fillValid();
    await submit();
    fireEvent.change(field(labels.bank), { target: { value: 'GSB' } });
    expect(screen.getByRole('alert')).toHaveTextContent('เลขที่บัญชีธนาคารออมสินต้องมี 12 หลัก');
    fireEvent.change(field(labels.bank), { target: { value: 'SCB' } });
    type(labels.password, 'secret1234');
    expect(screen.getByRole('alert')).toHaveTextContent('รหัสผ่านทั้งสองช่องไม่ตรงกัน');
  });

  it('shows and hides both passwords with one labelled toggle', () => {
    const { field } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'แสดงรหัส' }));
    expect(field(labels.password)).toHaveAttribute('type', 'text');
    expect(field(labels.confirm)).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'ซ่อนรหัส' }));
    expect(field(labels.password)).toHaveAttribute('type', 'password');
  });
});

describe('RegisterPage: sending', () => {
  it('sends the exact RegisterRequest, signs in with the token and goes to /playgame 300 ms later', async () => {
    const { api, session, navigate, fillValid, submit, submitButton } = setup();
    fillValid();
    await submit();
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith(apiPaths.register, expectedRequest);
    expect(session.signIn).toHaveBeenCalledWith('new-member-token');
    expect(closeWaiting).toHaveBeenCalledTimes(1);
    expect(submitButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(299));
    expect(navigate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith(routePath('playgame'), { replace: true });
    expect(warning).not.toHaveBeenCalled();
  });

  it("came by a referral link: the link's ref goes with the request as referralCode", async () => {
    const { api, fillValid, submit } = setup({ search: '?ref=AB3DEF7H' });
    fillValid();
    await submit();
    expect(api.post).toHaveBeenCalledWith(apiPaths.register, { ...expectedRequest, referralCode: 'AB3DEF7H' });
  });

  it('came by a referral link to another landing page earlier in the visit: that ref goes with the request, then is forgotten', async () => {
    rememberReferral('?ref=FRIEND42');
    const { api, fillValid, submit } = setup();
    fillValid();
    await submit();
    expect(api.post).toHaveBeenCalledWith(apiPaths.register, { ...expectedRequest, referralCode: 'FRIEND42' });
    expect(sessionStorage.getItem('member-site.referral')).toBeNull();
  });

  it('sends only once when submitted twice while the first is on its way', async () => {
    const { api, fillValid, submitButton } = setup();
    let finish: (value: unknown) => void = () => undefined;
    api.answer(apiPaths.register, () => new Promise((resolve) => (finish = resolve)));
    fillValid();
    await act(async () => {
      fireEvent.click(submitButton());
      fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    });
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(submitButton()).toBeDisabled();
    await act(async () => finish(registered));
  });

  it('on ALREADY_REGISTERED shows the server message under the phone and in the dialog, and keeps every value', async () => {
    const { api, session, navigate, field, fillValid, submit, submitButton } = setup();
    const message = 'เบอร์โทรศัพท์หรือเลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว';
    api.answer(apiPaths.register, () => {
      throw apiError(409, 'ALREADY_REGISTERED', message);
    });
    fillValid();
    await submit();
    expect(warning).toHaveBeenCalledWith(message);
    expect(field(labels.phone)).toHaveAttribute('aria-invalid', 'true');
    expect(field(labels.phone)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field(labels.phone)).toHaveFocus();
    expect(field(labels.phone)).toHaveValue('0812345678');
    expect(field(labels.password)).toHaveValue('secret123');
    expect(field(labels.confirm)).toHaveValue('secret123');
    expect(field(labels.bank)).toHaveValue('SCB');
    expect(field(labels.account)).toHaveValue('1234567890');
    expect(field(labels.name)).toHaveValue('สมชาย ใจดี');
    expect(field(labels.lineId)).toHaveValue('somchai99');
    expect(field(labels.referral)).toHaveValue('friend');
    expect(field(labels.age)).toBeChecked();
    expect(submitButton()).toBeEnabled();
    expect(session.signIn).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the server message under the phone until the phone changes (and sends nothing meanwhile)', async () => {
    const { api, field, type, fillValid, submit } = setup();
    api.answer(apiPaths.register, () => {
      throw apiError(409, 'ALREADY_REGISTERED', 'เบอร์นี้เป็นสมาชิกแล้ว');
    });
    fillValid();
    await submit();
    fireEvent.blur(field(labels.phone));
    expect(screen.getByRole('alert')).toHaveTextContent('เบอร์นี้เป็นสมาชิกแล้ว');
    await submit();
    expect(api.post).toHaveBeenCalledTimes(1);
    type(labels.phone, '0899999999');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets a corrected account number clear that message too (it may be the account that was taken)', async () => {
    const { api, field, type, fillValid, submit } = setup();
    api.answer(apiPaths.register, () => {
      throw apiError(409, 'ALREADY_REGISTERED', 'เบอร์โทรศัพท์หรือเลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว');
    });
    fillValid();
    await submit();
    expect(field(labels.phone)).toHaveAttribute('aria-invalid', 'true');
    type(labels.account, '5555555555');
    expect(field(labels.phone)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await submit();
    expect(api.post).toHaveBeenCalledTimes(2);
  });

  it('shows other server messages (REGISTER_CLOSED) in the dialog only, as given', async () => {
    const { api, field, fillValid, submit } = setup();
    api.answer(apiPaths.register, () => {
      throw apiError(403, 'REGISTER_CLOSED', 'ปิดรับสมัครชั่วคราว <b>ติดต่อแอดมิน</b>');
    });
    fillValid();
    await submit();
    expect(warning).toHaveBeenCalledWith('ปิดรับสมัครชั่วคราว <b>ติดต่อแอดมิน</b>');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field(labels.password)).toHaveValue('secret123');
  });

  it('uses the Thai network message when there was no answer, and the form when the dialog cannot load', async () => {
    const { api, fillValid, submit } = setup();
    api.answer(apiPaths.register, () => {
      throw new TypeError('Failed to fetch');
    });
    warning.mockRejectedValueOnce(new Error('Loading chunk 9 failed'));
    fillValid();
    await submit();
    expect(warning).toHaveBeenCalledWith(texts.networkError);
    expect(screen.getByRole('alert')).toHaveTextContent(texts.networkError);
  });

  it('sends the member to log in when the account was made but signing in failed', async () => {
    const { session, navigate, fillValid, submit } = setup();
    session.signIn.mockRejectedValueOnce(apiError(401, 'UNAUTHORIZED', 'no'));
    fillValid();
    await submit();
    expect(warning).toHaveBeenCalledWith(expect.stringContaining('สมัครสมาชิกเรียบร้อยแล้ว'));
    expect(navigate).toHaveBeenCalledWith(routePath('login'), { replace: true });
  });
});

describe('RegisterPage: LINE', () => {
  const stored = { lineRegistrationToken: 'line-ticket', displayName: '<b>สมชาย</b>' };

  it('offers "register with LINE" when LINE is configured and none is linked', () => {
    setup({ withLine: true });
    expect(screen.getByRole('link', { name: 'สมัครสมาชิกด้วย LINE' })).toHaveAttribute('href', routePath('lineRegister'));
  });

  it('shows no LINE button when config.line is null', () => {
    setup({ withLine: false });
    expect(screen.queryByRole('link', { name: /LINE/ })).not.toBeInTheDocument();
  });

  it('shows the linked LINE name as text, sends the ticket and forgets it after success', async () => {
    window.sessionStorage.setItem(registrationKey, JSON.stringify(stored));
    const { api, view, fillValid, submit } = setup({ withLine: true });
    expect(screen.getByText('เชื่อมต่อบัญชี LINE: <b>สมชาย</b>')).toBeInTheDocument();
    expect(view.container.querySelector('b')).toBeNull();
    expect(screen.queryByRole('link', { name: 'สมัครสมาชิกด้วย LINE' })).not.toBeInTheDocument();
    fillValid();
    await submit();
    expect(api.post).toHaveBeenCalledWith(apiPaths.register, { ...expectedRequest, lineRegistrationToken: 'line-ticket' });
    expect(window.sessionStorage.getItem(registrationKey)).toBeNull();
  });

  it('drops a LINE ticket the server refuses (LINE_FAILED), keeping the form', async () => {
    window.sessionStorage.setItem(registrationKey, JSON.stringify(stored));
    const { api, field, fillValid, submit } = setup({ withLine: true });
    api.answer(apiPaths.register, () => {
      throw apiError(400, 'LINE_FAILED', 'การเชื่อมต่อ LINE หมดอายุ');
    });
    fillValid();
    await submit();
    expect(warning).toHaveBeenCalledWith('การเชื่อมต่อ LINE หมดอายุ');
    expect(screen.queryByText(/เชื่อมต่อบัญชี LINE/)).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(registrationKey)).toBeNull();
    expect(field(labels.password)).toHaveValue('secret123');
  });
});

describe('RegisterPage: the site’s registerMode decides which register page is used', () => {
  it.each([
    ['4', routePath('registerOtp')],
    ['1', routePath('registerAuto')],
  ])('mode %s: the visitor is taken to %s, replacing this page in the history', (mode, target) => {
    const { session, navigate } = setup();
    expect(navigate).not.toHaveBeenCalled();
    act(() => session.set('website', { registerMode: mode }));
    expect(navigate).toHaveBeenCalledWith(target, { replace: true });
  });

  it('mode 2, or a setting not loaded yet: the form stays and nobody is moved', () => {
    const { session, navigate } = setup();
    act(() => session.set('website', { registerMode: '2' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByLabelText(labels.phone)).toBeInTheDocument();
  });

  it('mode 3: the form gives way to the support chat button', () => {
    const { session, navigate } = setup();
    act(() => session.set('website', { registerMode: '3' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByLabelText(labels.phone)).toBeNull();
    expect(screen.getByRole('button', { name: /สมัครผ่านแชทเจ้าหน้าที่/ })).toBeInTheDocument();
  });
});

describe('RegisterPage: an API without the register form (ADR 0029)', () => {
  it('shows the support chat card instead of the form, with no LINE button', () => {
    const { api } = setup({ withLine: true, session: createFakeSession({ capabilities: [] }) });
    expect(screen.getByRole('heading', { level: 1, name: 'สมัครสมาชิก' })).toBeInTheDocument();
    expect(screen.getByText(/สมัครสมาชิกผ่านแชทกับเจ้าหน้าที่/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /สมัครผ่านแชทเจ้าหน้าที่/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(labels.phone)).toBeNull();
    expect(screen.queryByRole('button', { name: 'สมัครสมาชิก' })).toBeNull();
    expect(screen.queryByRole('link', { name: /LINE/ })).toBeNull();
    expect(api.paths()).toEqual([]);
  });

  it('keeps the form as prerendered while the capabilities are not known, and follows the answer', () => {
    const session = createFakeSession({ capabilities: null });
    setup({ session });
    expect(screen.getByLabelText(labels.phone)).toBeInTheDocument();
    act(() => session.set('capabilities', ['register-auto']));
    expect(screen.queryByLabelText(labels.phone)).toBeNull();
    expect(screen.getByRole('button', { name: /สมัครผ่านแชทเจ้าหน้าที่/ })).toBeInTheDocument();
  });

  it('keeps the form when the API offers it but not LINE, and hides the LINE button', () => {
    setup({ withLine: true, session: createFakeSession({ capabilities: ['register'] }) });
    expect(screen.getByLabelText(labels.phone)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /LINE/ })).toBeNull();
  });
});
