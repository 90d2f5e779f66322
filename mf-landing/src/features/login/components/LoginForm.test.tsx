import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError, routePath, showWaiting, showWarning, texts } from '@member-site/shared';
import { createFakeSession, createPageProps, renderPage, type FakeSession } from '@member-site/shared/testing';
import { LoginForm } from './LoginForm';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  showWaiting: jest.fn(),
  showWarning: jest.fn(),
}));

const waiting = jest.mocked(showWaiting);
const warning = jest.mocked(showWarning);
const closeWaiting = jest.fn();

function setup() {
  const session: FakeSession = createFakeSession();
  const props = createPageProps({ session });
  const { navigate } = props;
  const view = renderPage(<LoginForm />, props);
  const username = screen.getByLabelText('ชื่อผู้ใช้ (เบอร์โทรศัพท์)') as HTMLInputElement;
  const password = screen.getByLabelText('รหัสผ่าน') as HTMLInputElement;
  const submit = screen.getByRole('button', { name: 'เข้าสู่ระบบ' }) as HTMLButtonElement;
  const form = screen.getByRole('form', { name: 'ฟอร์มเข้าสู่ระบบ' });
  const fill = (user: string, pass: string) => {
    fireEvent.change(username, { target: { value: user } });
    fireEvent.change(password, { target: { value: pass } });
  };
  const send = () => act(async () => void fireEvent.click(submit));
  return { session, navigate, view, username, password, submit, form, fill, send };
}

beforeEach(() => {
  jest.useFakeTimers();
  closeWaiting.mockReset();
  waiting.mockReset().mockReturnValue(closeWaiting);
  warning.mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('LoginForm', () => {
  it('has labelled fields with names, autocomplete and a submit button', () => {
    const { username, password, submit } = setup();
    expect(username).toHaveAttribute('name', 'username');
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('name', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    expect(submit).toHaveAttribute('type', 'submit');
    expect(username.id).not.toBe(password.id);
  });

  it('gives each field a label no other control shares, even as a substring (as Playwright matches)', () => {
    setup();
    expect(screen.getAllByLabelText(/รหัสผ่าน/)).toHaveLength(1);
    expect(screen.getAllByLabelText(/ชื่อผู้ใช้/)).toHaveLength(1);
  });

  it('shows both Thai messages for empty fields, links them to the fields and sends nothing', async () => {
    const { session, username, password, send } = setup();
    await send();
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['กรุณากรอกชื่อผู้ใช้', 'กรุณากรอกรหัสผ่าน']);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('กรุณากรอกชื่อผู้ใช้');
    expect(password).toHaveAccessibleDescription('กรุณากรอกรหัสผ่าน');
    expect(username).toHaveFocus();
    expect(session.login).not.toHaveBeenCalled();
    expect(waiting).not.toHaveBeenCalled();
  });

  it('treats a username of spaces as empty', async () => {
    const { session, password, fill, send } = setup();
    fill('   ', 'secret');
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณากรอกชื่อผู้ใช้');
    expect(screen.queryByText('กรุณากรอกรหัสผ่าน')).not.toBeInTheDocument();
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(session.login).not.toHaveBeenCalled();
  });

  it('clears a field message once the visitor types in that field', async () => {
    const { username, send } = setup();
    await send();
    fireEvent.change(username, { target: { value: '0812345678' } });
    expect(screen.queryByText('กรุณากรอกชื่อผู้ใช้')).not.toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeInTheDocument();
  });

  it('signs in with the trimmed username and goes to /playgame 300 ms later', async () => {
    const { session, navigate, submit, fill, send } = setup();
    fill('  0812345678 ', 'pa ss');
    await send();
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(session.login).toHaveBeenCalledWith({ username: '0812345678', password: 'pa ss' });
    expect(closeWaiting).toHaveBeenCalledTimes(1);
    expect(submit).toBeDisabled();
    act(() => jest.advanceTimersByTime(299));
    expect(navigate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(routePath('playgame'), { replace: true });
    expect(routePath('playgame')).toBe('/playgame');
  });

  it('sends only once when submitted twice while signing in', async () => {
    const { session, fill, submit } = setup();
    let finish: () => void = () => undefined;
    session.login.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    fill('0812345678', 'secret');
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.submit(submit.form as HTMLFormElement);
    });
    expect(submit).toBeDisabled();
    expect(session.login).toHaveBeenCalledTimes(1);
    await act(async () => finish());
  });

  it('shows the server message in the warning dialog and keeps what was typed', async () => {
    const { session, navigate, username, password, submit, form, fill, send } = setup();
    session.login.mockRejectedValueOnce(new ApiError(401, 'INVALID_CREDENTIALS', 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง'));
    fill('0812345678', 'wrong');
    await send();
    expect(closeWaiting).toHaveBeenCalledTimes(1);
    expect(warning).toHaveBeenCalledTimes(1);
    // The default title is คำเตือน: the form passes only the message.
    expect(warning).toHaveBeenCalledWith('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(username).toHaveValue('0812345678');
    expect(password).toHaveValue('wrong');
    expect(submit).toBeEnabled();
    expect(form.contains(document.activeElement)).toBe(true);
    act(() => jest.advanceTimersByTime(1000));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('passes a hostile server message on as plain text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { session, view, fill, send } = setup();
    session.login.mockRejectedValueOnce(new ApiError(401, 'INVALID_CREDENTIALS', hostile));
    fill('0812345678', 'wrong');
    await send();
    expect(warning).toHaveBeenCalledWith(hostile);
    expect(view.container.querySelector('img')).toBeNull();
  });

  it('shows the message inside the form, as text, when the dialog cannot load', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    warning.mockRejectedValueOnce(new Error('Loading chunk 42 failed'));
    const { session, view, fill, send } = setup();
    session.login.mockRejectedValueOnce(new ApiError(401, 'INVALID_CREDENTIALS', hostile));
    fill('0812345678', 'wrong');
    await send();
    expect(screen.getByRole('alert').textContent).toBe(hostile);
    expect(view.container.querySelector('img')).toBeNull();
  });

  it('uses the Thai network message when the failure is not an API error', async () => {
    const { session, fill, send } = setup();
    session.login.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fill('0812345678', 'secret');
    await send();
    expect(warning).toHaveBeenCalledWith(texts.networkError);
  });

  it('does not navigate when it is unmounted before the delay ends', async () => {
    const { navigate, view, fill, send } = setup();
    fill('0812345678', 'secret');
    await send();
    view.unmount();
    act(() => jest.advanceTimersByTime(300));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a labelled toggle', () => {
    const { password } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'แสดงรหัส' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'ซ่อนรหัส' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
