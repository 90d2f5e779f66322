import { act, fireEvent, screen } from '@testing-library/react';
import { apiPaths, routePath, showWaiting, showWarning } from '@member-site/shared';
import { apiError, createFakeApi, createFakeSession, createPageProps, renderPage } from '@member-site/shared/testing';
import RegisterAutoPage from './RegisterAutoPage';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  showWaiting: jest.fn(),
  showWarning: jest.fn(),
}));

const answer = { accessToken: 'auto-token', expiresIn: 3600, username: 'SB0812345', password: 'Xk42mPq9' };

function setup(session = createFakeSession()) {
  const api = createFakeApi({ [apiPaths.registerAuto]: () => answer });
  const props = createPageProps({ page: 'register-auto', api, session });
  const view = renderPage(<RegisterAutoPage />, props);
  const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
  const fill = () => {
    fireEvent.change(screen.getByLabelText('เบอร์โทรศัพท์'), { target: { value: '0912345678' } });
    fireEvent.change(screen.getByLabelText('ธนาคาร'), { target: { value: 'BBL' } });
    fireEvent.change(screen.getByLabelText('เลขที่บัญชี'), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('ชื่อบัญชี'), { target: { value: 'มานะ มานี' } });
    fireEvent.click(screen.getByLabelText('ข้าพเจ้ามีอายุ 18 ปีขึ้นไป และยอมรับเงื่อนไขการใช้บริการ'));
  };
  return { ...props, api, view, click, fill };
}

const clipboard = { writeText: jest.fn<Promise<void>, [string]>() };

beforeEach(() => {
  jest
    .mocked(showWaiting)
    .mockReset()
    .mockReturnValue(() => undefined);
  jest.mocked(showWarning).mockReset().mockResolvedValue(undefined);
  clipboard.writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
});

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('RegisterAutoPage', () => {
  it('asks only for the phone, bank details and age, with no password fields', () => {
    setup();
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toBeInTheDocument();
    expect(screen.getByLabelText('ธนาคาร')).toBeInTheDocument();
    expect(screen.queryByLabelText('รหัสผ่าน')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('ไอดีไลน์ (ไม่บังคับ)')).not.toBeInTheDocument();
  });

  it('validates before sending', async () => {
    const { api, click } = setup();
    await click('สมัครสมาชิก');
    expect(screen.getAllByRole('alert')).toHaveLength(5);
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toHaveFocus();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('sends the AutoRegisterRequest and shows the generated credentials once, with a warning to save them', async () => {
    const { api, session, click, fill } = setup();
    fill();
    await click('สมัครสมาชิก');
    expect(api.post).toHaveBeenCalledWith(apiPaths.registerAuto, {
      phone: '0912345678',
      bankCode: 'BBL',
      bankAccount: '9876543210',
      accountName: 'มานะ มานี',
      acceptAge: true,
    });
    expect(screen.getByRole('heading', { name: 'สมัครสมาชิกสำเร็จ' })).toHaveFocus();
    expect(screen.getByText('SB0812345')).toBeInTheDocument();
    expect(screen.getByText('Xk42mPq9')).toBeInTheDocument();
    expect(screen.getByText(/ระบบจะแสดงให้เห็นเพียงครั้งเดียว/)).toBeInTheDocument();
    expect(screen.queryByLabelText('เบอร์โทรศัพท์')).not.toBeInTheDocument();
    // Not signed in until the member chooses to play; nothing keeps the password.
    expect(session.signIn).not.toHaveBeenCalled();
    expect(JSON.stringify({ ...window.sessionStorage, ...window.localStorage })).not.toContain('Xk42mPq9');
  });

  it('copies each credential and announces it', async () => {
    const { click, fill } = setup();
    fill();
    await click('สมัครสมาชิก');
    await click('คัดลอก ชื่อผู้ใช้');
    expect(clipboard.writeText).toHaveBeenCalledWith('SB0812345');
    expect(screen.getByRole('status')).toHaveTextContent('คัดลอกแล้ว');
    await click('คัดลอก รหัสผ่านที่ระบบสร้างให้');
    expect(clipboard.writeText).toHaveBeenLastCalledWith('Xk42mPq9');
  });

  it('selects the text when the clipboard is refused, so it can be copied by hand', async () => {
    const { click, fill } = setup();
    clipboard.writeText.mockRejectedValue(new Error('NotAllowedError'));
    fill();
    await click('สมัครสมาชิก');
    await click('คัดลอก รหัสผ่านที่ระบบสร้างให้');
    expect(window.getSelection()?.toString()).toBe('Xk42mPq9');
    expect(screen.getByRole('status')).toHaveTextContent('กดค้างเพื่อคัดลอก');
  });

  it('"เข้าเล่นเลย" signs in with the returned token and goes to /playgame', async () => {
    const { session, navigate, click, fill } = setup();
    fill();
    await click('สมัครสมาชิก');
    await click('เข้าเล่นเลย');
    expect(session.signIn).toHaveBeenCalledWith('auto-token');
    expect(navigate).toHaveBeenCalledWith(routePath('playgame'), { replace: true });
  });

  it('keeps the credentials on screen when signing in fails', async () => {
    const { session, navigate, click, fill } = setup();
    session.signIn.mockRejectedValueOnce(apiError(500, 'INTERNAL', 'ระบบขัดข้อง'));
    fill();
    await click('สมัครสมาชิก');
    await click('เข้าเล่นเลย');
    expect(showWarning).toHaveBeenCalledWith('ระบบขัดข้อง');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByText('Xk42mPq9')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เข้าเล่นเลย' })).toBeEnabled();
  });

  it('shows ALREADY_REGISTERED under the phone and keeps the form', async () => {
    const { api, click, fill } = setup();
    api.answer(apiPaths.registerAuto, () => {
      throw apiError(409, 'ALREADY_REGISTERED', 'เบอร์นี้สมัครแล้ว');
    });
    fill();
    await click('สมัครสมาชิก');
    expect(showWarning).toHaveBeenCalledWith('เบอร์นี้สมัครแล้ว');
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toHaveAccessibleDescription(expect.stringContaining('เบอร์นี้สมัครแล้ว'));
    expect(screen.getByLabelText('เลขที่บัญชี')).toHaveValue('9876543210');
  });
});

describe('RegisterAutoPage: an API without automatic sign-up (ADR 0029)', () => {
  it('shows the support chat card instead of the form', () => {
    const { api } = setup(createFakeSession({ capabilities: ['register'] }));
    expect(screen.getByRole('button', { name: /สมัครผ่านแชทเจ้าหน้าที่/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('เบอร์โทรศัพท์')).toBeNull();
    expect(api.paths()).toEqual([]);
  });

  it('keeps the form while the capabilities are not known', () => {
    setup(createFakeSession({ capabilities: null }));
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /สมัครผ่านแชทเจ้าหน้าที่/ })).toBeNull();
  });
});
