import { act, fireEvent, screen } from '@testing-library/react';
import { apiPaths, type PasswordChange } from '@member-site/shared';
import { createFakeApi, createFakeSession, createPageProps, failWith, renderPage, type FakeHandler } from '@member-site/shared/testing';
import PasswordChangePage from './PasswordChangePage';

function renderPasswordChange(handler: FakeHandler) {
  const session = createFakeSession({
    accessToken: 'token-1',
    profile: { username: 'member2026', username2: 'DEMO01', web_agent_group: 'member', site_api: '' },
  });
  const props = createPageProps({ page: 'password-change', path: '/password-change', session, api: createFakeApi({ [apiPaths.passwordChange]: handler }) });
  renderPage(<PasswordChangePage />, props);
  return props;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function type(current: string, next: string, confirm: string) {
  fireEvent.change(field('รหัสผ่านปัจจุบัน'), { target: { value: current } });
  fireEvent.change(field('รหัสผ่านใหม่'), { target: { value: next } });
  fireEvent.change(field('ยืนยันรหัสผ่านใหม่'), { target: { value: confirm } });
}

async function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
  await act(async () => {
    await Promise.resolve();
  });
}

const rule = (name: string) => screen.getByText(name).closest('li');

describe('PasswordChangePage', () => {
  it('ticks each rule as the member types', () => {
    renderPasswordChange(() => ({ ok: true, endedSessions: 0 }));
    expect(screen.getByRole('heading', { level: 1, name: 'เปลี่ยนรหัสผ่าน' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'เงื่อนไขรหัสผ่านใหม่' })).toBeInTheDocument();
    fireEvent.change(field('รหัสผ่านปัจจุบัน'), { target: { value: 'Old12345' } });
    fireEvent.change(field('รหัสผ่านใหม่'), { target: { value: 'abc' } });
    expect(rule('ยาว 8–64 ตัวอักษร')).toHaveAttribute('data-met', 'false');
    expect(rule('มีทั้งตัวอักษรและตัวเลข')).toHaveAttribute('data-met', 'false');
    expect(rule('ยาว 8–64 ตัวอักษร')).toHaveTextContent('(ยังไม่ผ่าน)');
    fireEvent.change(field('รหัสผ่านใหม่'), { target: { value: 'MEMBER2026' } });
    expect(rule('ยาว 8–64 ตัวอักษร')).toHaveTextContent('(ผ่านแล้ว)');
    expect(rule('มีทั้งตัวอักษรและตัวเลข')).toHaveAttribute('data-met', 'true');
    expect(rule('ไม่ซ้ำกับชื่อผู้ใช้')).toHaveAttribute('data-met', 'false');
    fireEvent.change(field('รหัสผ่านใหม่'), { target: { value: 'Old12345' } });
    expect(rule('ไม่ซ้ำกับรหัสผ่านปัจจุบัน')).toHaveAttribute('data-met', 'false');
    fireEvent.change(field('รหัสผ่านใหม่'), { target: { value: 'Fresh1234x' } });
    for (const name of ['ยาว 8–64 ตัวอักษร', 'มีทั้งตัวอักษรและตัวเลข', 'ไม่ซ้ำกับชื่อผู้ใช้', 'ไม่ซ้ำกับรหัสผ่านปัจจุบัน']) {
      expect(rule(name)).toHaveAttribute('data-met', 'true');
    }
  });

  it('shows and hides each password with a named button', () => {
    renderPasswordChange(() => ({ ok: true, endedSessions: 0 }));
    expect(field('รหัสผ่านใหม่')).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'แสดง รหัสผ่านใหม่' }));
    expect(field('รหัสผ่านใหม่')).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'ซ่อน รหัสผ่านใหม่' }));
    expect(field('รหัสผ่านใหม่')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'แสดง รหัสผ่านปัจจุบัน' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'แสดง ยืนยันรหัสผ่านใหม่' })).toBeInTheDocument();
  });

  it('refuses a mismatch, an empty current password and unmet rules in the browser, keeping what was typed', async () => {
    const props = renderPasswordChange(() => ({ ok: true, endedSessions: 0 }));
    type('', 'short', 'shorter');
    await submit();
    expect(screen.getByText('กรุณากรอกรหัสผ่านปัจจุบัน')).toBeInTheDocument();
    expect(screen.getByText('รหัสผ่านใหม่ยังไม่ตรงตามเงื่อนไข')).toBeInTheDocument();
    expect(screen.getByText('รหัสผ่านใหม่และการยืนยันไม่ตรงกัน')).toBeInTheDocument();
    expect(field('รหัสผ่านใหม่')).toHaveValue('short');
    expect(field('ยืนยันรหัสผ่านใหม่')).toHaveValue('shorter');
    expect(field('ยืนยันรหัสผ่านใหม่')).toHaveAttribute('aria-invalid', 'true');
    expect(props.api.calls).toEqual([]);
  });

  it('sends the change, says the other devices were signed out, clears the fields and reloads the member', async () => {
    const props = renderPasswordChange(() => ({ ok: true, endedSessions: 2 }));
    type('Old12345', 'Fresh1234x', 'Fresh1234x');
    await submit();
    expect(props.api.calls[0]?.body as PasswordChange).toEqual({ currentPassword: 'Old12345', newPassword: 'Fresh1234x' });
    expect(screen.getByRole('status')).toHaveTextContent('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว');
    expect(screen.getByRole('status')).toHaveTextContent('ออกจากระบบอุปกรณ์อื่นทั้งหมดแล้ว');
    expect(field('รหัสผ่านปัจจุบัน')).toHaveValue('');
    expect(field('รหัสผ่านใหม่')).toHaveValue('');
    expect(props.session.signIn).toHaveBeenCalledWith('token-1');
    expect(props.session.expireSession).not.toHaveBeenCalled();
  });

  it('a wrong current password clears that field only, with the Thai message', async () => {
    const props = renderPasswordChange(failWith(400, 'PASSWORD_WRONG', 'รหัสผ่านปัจจุบันไม่ถูกต้อง'));
    type('Wrong1234', 'Fresh1234x', 'Fresh1234x');
    await submit();
    expect(screen.getByText('รหัสผ่านปัจจุบันไม่ถูกต้อง')).toBeInTheDocument();
    expect(field('รหัสผ่านปัจจุบัน')).toHaveValue('');
    expect(field('รหัสผ่านใหม่')).toHaveValue('Fresh1234x');
    expect(field('ยืนยันรหัสผ่านใหม่')).toHaveValue('Fresh1234x');
    expect(props.session.signIn).not.toHaveBeenCalled();
  });

  it('a weak password (API) is shown under the new password; any other error above the button; all typed kept', async () => {
    const props = renderPasswordChange(failWith(400, 'PASSWORD_WEAK', 'รหัสผ่านใหม่ต้องมีทั้งตัวอักษรและตัวเลข'));
    type('Old12345', 'Fresh1234x', 'Fresh1234x');
    await submit();
    expect(screen.getByText('รหัสผ่านใหม่ต้องมีทั้งตัวอักษรและตัวเลข')).toBeInTheDocument();
    expect(field('รหัสผ่านใหม่')).toHaveAttribute('aria-invalid', 'true');

    props.api.answer(apiPaths.passwordChange, failWith(429, 'RATE_LIMITED', 'เปลี่ยนรหัสผ่านบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่'));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('เปลี่ยนรหัสผ่านบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่');
    expect(field('รหัสผ่านปัจจุบัน')).toHaveValue('Old12345');
    expect(field('รหัสผ่านใหม่')).toHaveValue('Fresh1234x');
  });
});
