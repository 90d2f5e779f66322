import { fireEvent, screen, waitFor } from '@testing-library/react';
import { routePath, texts } from '@member-site/shared';
import { createFakeSession, createPageProps, renderPage } from '@member-site/shared/testing';
import LoginPage from './LoginPage';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  showWaiting: jest.fn(() => () => undefined),
  showWarning: jest.fn(() => Promise.resolve()),
}));

describe('LoginPage', () => {
  it('shows the site title, the form, a register link and a link back home', () => {
    const props = createPageProps({ page: 'login', path: routePath('login'), session: createFakeSession({ website: { registerMode: '1' } }) });
    renderPage(<LoginPage />, props);
    expect(screen.getByRole('heading', { level: 1, name: 'ทดสอบเบท' })).toBeInTheDocument();
    expect(screen.getByLabelText('ชื่อผู้ใช้ (เบอร์โทรศัพท์)')).toBeInTheDocument();
    expect(screen.getByLabelText('รหัสผ่าน')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.register })).toHaveAttribute('href', routePath('registerAuto'));
    const home = screen.getByRole('link', { name: texts.backHome });
    expect(home).toHaveAttribute('href', routePath('index'));
    fireEvent.click(home);
    expect(props.navigate).toHaveBeenCalledWith(routePath('index'));
  });

  it('signs in from the card', async () => {
    const props = createPageProps({ page: 'login', path: routePath('login') });
    renderPage(<LoginPage />, props);
    fireEvent.change(screen.getByLabelText('ชื่อผู้ใช้ (เบอร์โทรศัพท์)'), { target: { value: ' member1 ' } });
    fireEvent.change(screen.getByLabelText('รหัสผ่าน'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(props.session.login).toHaveBeenCalledWith({ username: 'member1', password: 'secret' });
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith(routePath('playgame'), { replace: true }));
  });
});
