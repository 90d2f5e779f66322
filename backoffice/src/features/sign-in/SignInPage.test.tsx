import { act, fireEvent, render, screen } from '@testing-library/react';
import { createFakeApi, failWith, staffIdentity } from '@member-site/shared/testing';
import { staffApiPaths, type StaffSession } from '@member-site/shared/staff';
import { SignInPage } from './SignInPage';

const staff = staffIdentity({ roles: ['cashier'] });
const session: StaffSession = { token: 'staff-token-0123456789abcdef', staff, idleSeconds: 900, expiresAt: '2026-11-27T18:00:00.000Z' };
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const otpauthUrl = `otpauth://totp/%E0%B8%AA%E0%B8%A2%E0%B8%B2%E0%B8%A1%E0%B9%80%E0%B8%9A%E0%B8%97:cashier1?secret=${secret}&issuer=x`;

function signIn(answers: Parameters<typeof createFakeApi>[0], notice: string | null = null) {
  const api = createFakeApi(answers);
  const onSignedIn = jest.fn();
  render(<SignInPage api={api} siteTitle="สยามเบท" notice={notice} onSignedIn={onSignedIn} />);
  return { api, onSignedIn };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

async function enterPassword(): Promise<void> {
  type('ชื่อผู้ใช้', 'cashier1');
  type('รหัสผ่าน', 'correct horse battery');
  await press('เข้าสู่ระบบ');
}

describe('the staff sign-in (issue 35, ADR 0046)', () => {
  it('asks for the password, then the code from the authenticator app, and starts the session', async () => {
    const { api, onSignedIn } = signIn({
      [staffApiPaths.staffLogin]: () => ({ status: 'code', challenge: 'challenge-1' }),
      [staffApiPaths.staffLoginCode]: () => session,
    });
    expect(screen.getByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeInTheDocument();
    expect(screen.getByText('สยามเบท · ระบบหลังบ้าน')).toBeInTheDocument();
    await enterPassword();
    expect(api.calls[0]).toEqual({ method: 'POST', path: '/api/staff/login', body: { username: 'cashier1', password: 'correct horse battery' } });
    // The second step: a real label on a real input.
    type('รหัสยืนยันจากแอป Authenticator', ' 123456 ');
    await press('ยืนยัน');
    expect(api.calls[1]).toEqual({ method: 'POST', path: '/api/staff/login/code', body: { challenge: 'challenge-1', code: '123456' } });
    expect(onSignedIn).toHaveBeenCalledWith(session);
  });

  it("takes a recovery code instead of the app's code", async () => {
    const { api, onSignedIn } = signIn({
      [staffApiPaths.staffLogin]: () => ({ status: 'code', challenge: 'challenge-1' }),
      [staffApiPaths.staffLoginCode]: () => session,
    });
    await enterPassword();
    type('รหัสยืนยันจากแอป Authenticator', 'ab12-cd34-ef56');
    await press('ยืนยัน');
    expect(api.calls[1]?.body).toEqual({ challenge: 'challenge-1', code: 'ab12-cd34-ef56' });
    expect(onSignedIn).toHaveBeenCalled();
  });

  it("shows the API's Thai message as text and keeps what was typed when a step is refused", async () => {
    const { onSignedIn } = signIn({
      [staffApiPaths.staffLogin]: failWith(401, 'INVALID_CREDENTIALS', 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง <b>'),
    });
    await enterPassword();
    expect(screen.getByRole('alert')).toHaveTextContent('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง <b>');
    expect(screen.getByLabelText('ชื่อผู้ใช้')).toHaveValue('cashier1');
    expect(screen.getByLabelText('รหัสผ่าน')).toHaveValue('correct horse battery');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('refuses a wrong code with the message, keeps the code, and can start over', async () => {
    signIn({
      [staffApiPaths.staffLogin]: () => ({ status: 'code', challenge: 'challenge-1' }),
      [staffApiPaths.staffLoginCode]: failWith(401, 'STAFF_CODE_INVALID', 'รหัสยืนยันไม่ถูกต้อง'),
    });
    await enterPassword();
    type('รหัสยืนยันจากแอป Authenticator', '000000');
    await press('ยืนยัน');
    expect(screen.getByRole('alert')).toHaveTextContent('รหัสยืนยันไม่ถูกต้อง');
    expect(screen.getByLabelText('รหัสยืนยันจากแอป Authenticator')).toHaveValue('000000');
    await press('เริ่มใหม่');
    expect(screen.getByLabelText('ชื่อผู้ใช้')).toHaveValue('cashier1');
  });

  it('checks the typed code before sending it, in Thai', async () => {
    const { api } = signIn({ [staffApiPaths.staffLogin]: () => ({ status: 'code', challenge: 'challenge-1' }) });
    await enterPassword();
    type('รหัสยืนยันจากแอป Authenticator', '12');
    await press('ยืนยัน');
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณากรอกรหัส 6 หลักจากแอป Authenticator หรือรหัสกู้คืน');
    expect(api.calls).toHaveLength(1);
  });

  it('at the first sign-in shows the QR code and the secret, then the recovery codes once, and starts the session when they are kept', async () => {
    const { api, onSignedIn } = signIn({
      [staffApiPaths.staffLogin]: () => ({ status: 'enrol', challenge: 'challenge-2', secret, otpauthUrl }),
      [staffApiPaths.staffEnrol]: () => ({ ...session, recoveryCodes: ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'] }),
    });
    await enterPassword();
    expect(screen.getByRole('heading', { name: 'ตั้งค่าการยืนยันตัวตนสองขั้นตอน' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'คิวอาร์โค้ดสำหรับผูกบัญชีกับแอป Authenticator' })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    // Enrolment takes the app's code only.
    type('รหัส 6 หลักจากแอป', 'aaaa-bbbb-cccc');
    await press('ยืนยันและเข้าสู่ระบบ');
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณากรอกรหัส 6 หลักที่แอป Authenticator แสดง');
    type('รหัส 6 หลักจากแอป', '654321');
    await press('ยืนยันและเข้าสู่ระบบ');
    expect(api.calls[1]).toEqual({ method: 'POST', path: '/api/staff/login/enrol', body: { challenge: 'challenge-2', code: '654321' } });
    expect(screen.getByRole('heading', { name: 'รหัสกู้คืน' })).toHaveFocus();
    expect(screen.getByText('aaaa-bbbb-cccc')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    await press('บันทึกรหัสกู้คืนแล้ว');
    expect(onSignedIn).toHaveBeenCalledWith(session);
  });

  it('says why the staff member is back (the session ended)', () => {
    signIn({}, 'หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบใหม่');
    expect(screen.getByRole('status')).toHaveTextContent('หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบใหม่');
  });
});
