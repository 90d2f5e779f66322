import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { apiPaths, capabilityNames, type CapabilityName } from '@member-site/shared';
import { Router } from 'react-router-dom';
import { createFakeApi, createPageProps } from '@member-site/shared/testing';
import { ShellContext, type ShellServices } from '../app/shell-context';
import { createRemoteSession } from '../session/remote-session';
import { createSession } from '../session/session';
import { createSessionStore } from '../session/session-store';
import MainLayout from './MainLayout';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  showWarning: jest.fn(() => Promise.resolve()),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
}));
const shared = jest.requireMock('@member-site/shared') as { showWarning: jest.Mock; confirmDialog: jest.Mock };

let unread = 0;
beforeEach(() => {
  unread = 0;
});

/** The chrome at `path`, on an API offering `capabilities` (every one, as the reference API does). */
function renderAt(path: string, capabilities: readonly CapabilityName[] = capabilityNames) {
  const session = createSession(createSessionStore(window.localStorage), createFakeApi());
  session.setCapabilities(capabilities);
  session.setProfile({ username: '0812345678', username2: 'DEMO01', web_agent_group: 'member', site_api: '' });
  session.setBalance('1500.00');
  const { navigator, navigate } = createPageProps();
  const api = createFakeApi({ [apiPaths.announcementsUnread]: () => ({ unread }) });
  const services = { session, remoteSession: createRemoteSession(session), api, config: { apiUrl: '', siteTitle: 'สยามเบท', gameOrigins: [] } } as ShellServices;
  window.history.replaceState(null, '', path);
  render(
    <ShellContext.Provider value={services}>
      <Router location={path} navigator={navigator}>
        <MainLayout routePath={path}>
          <p>page</p>
        </MainLayout>
      </Router>
    </ShellContext.Provider>,
  );
  return { session, navigate, api };
}

describe('member chrome', () => {
  it('shows the username with username2, the balance and the bottom nav, highlighting the current route', () => {
    renderAt('/cashback');
    expect(screen.getByTestId('member-name')).toHaveTextContent('0812345678 (DEMO01)');
    expect(screen.getByTestId('balance')).toHaveTextContent('1,500.00 THB');
    const nav = screen.getByRole('navigation', { name: 'เมนูหลัก' });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('คืนยอดเสีย');
    expect(screen.getByRole('link', { name: 'คาสิโนสด' })).toHaveAttribute('href', '/casino');
  });

  it('marks the current route whatever the case of the address, and only that entry', () => {
    renderAt('/CashBack');
    const nav = screen.getByRole('navigation', { name: 'เมนูหลัก' });
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('คืนยอดเสีย');
    expect(screen.getByRole('link', { name: 'คาสิโนสด' })).not.toHaveAttribute('aria-current');
  });

  it('after a hard load shows the balance last seen, marked as being brought up to date, until the credit call answers', () => {
    // The member saw 1,250.00 before the page was loaded again; no credit answer yet.
    const before = createSessionStore(window.localStorage);
    before.setAccessToken('token-1');
    before.setProfile({ username: '0812345678', username2: 'DEMO01', web_agent_group: 'member', site_api: '' });
    before.setBalance('1250.00');
    const session = createSession(createSessionStore(window.localStorage), createFakeApi());
    const services = { session, remoteSession: createRemoteSession(session), api: createFakeApi(), config: { apiUrl: '', siteTitle: 'สยามเบท', gameOrigins: [] } } as ShellServices;
    window.history.replaceState(null, '', '/topup');
    render(
      <ShellContext.Provider value={services}>
        <Router location="/topup" navigator={createPageProps().navigator}>
          <MainLayout routePath={'/topup'}>
            <p>page</p>
          </MainLayout>
        </Router>
      </ShellContext.Provider>,
    );
    const amount = screen.getByTestId('balance');
    expect(amount).toHaveTextContent('1,250.00 THB (กำลังอัปเดต)');
    expect(amount).toHaveAttribute('aria-busy', 'true');
    act(() => session.setBalance('1300.00'));
    expect(amount).toHaveTextContent(/^1,300\.00 THB$/);
    expect(amount).toHaveAttribute('aria-busy', 'false');
    window.localStorage.clear();
  });

  it('on /playgame hides the balance bar and bottom nav and shows the enter-play bar', () => {
    renderAt('/playgame');
    expect(screen.queryByTestId('balance')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'เมนูหลัก' })).toBeNull();
    expect(screen.getByRole('link', { name: 'เข้าเล่น' })).toHaveAttribute('href', '/home');
  });

  it('opens the sidebar as a dialog, keeps focus inside and closes on Escape', () => {
    renderAt('/topup');
    const toggle = screen.getByRole('button', { name: 'เปิดเมนู' });
    toggle.focus();
    fireEvent.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'เมนูสมาชิก' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('link', { name: 'ฝากเงิน' })).toHaveAttribute('aria-current', 'page');
    const items = dialog.querySelectorAll<HTMLElement>('a[href], button');
    (items[items.length - 1] as HTMLElement).focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('refer a friend opens the affiliate page when the programme is open', () => {
    const { session, navigate } = renderAt('/topup');
    session.setWebsite({ registerMode: '2', affiliateEnabled: true });
    fireEvent.click(screen.getByRole('button', { name: 'เปิดเมนู' }));
    fireEvent.click(screen.getByRole('button', { name: 'แนะนำเพื่อน' }));
    expect(navigate).toHaveBeenCalledWith('/affiliate');
    expect(shared.showWarning).not.toHaveBeenCalledWith('ระบบ แนะนำเพื่อน ยังไม่เปิดให้ใช้บริการ');
  });

  it('refer a friend only warns that it is not open yet; log out asks first', async () => {
    const { navigate } = renderAt('/topup');
    fireEvent.click(screen.getByRole('button', { name: 'เปิดเมนู' }));
    fireEvent.click(screen.getByRole('button', { name: 'แนะนำเพื่อน' }));
    expect(shared.showWarning).toHaveBeenCalledWith('ระบบ แนะนำเพื่อน ยังไม่เปิดให้ใช้บริการ');
    fireEvent.click(screen.getByRole('button', { name: 'เปิดเมนู' }));
    fireEvent.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    await Promise.resolve();
    await Promise.resolve();
    expect(shared.confirmDialog).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/logout');
  });

  it('counts unread announcements on the sidebar entry each time the sidebar opens; the link keeps its name', async () => {
    unread = 3;
    renderAt('/profile');
    const toggle = screen.getByRole('button', { name: 'เปิดเมนู' });
    fireEvent.click(toggle);
    const entry = screen.getByRole('link', { name: 'ประกาศ' });
    expect(entry).toHaveAttribute('href', '/announce');
    await waitFor(() => expect(entry).toHaveAccessibleDescription('ยังไม่อ่าน 3 รายการ'));
    expect(entry).toHaveTextContent('ประกาศ3');
    fireEvent.keyDown(document, { key: 'Escape' });
    unread = 2;
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('link', { name: 'ประกาศ' })).toHaveAccessibleDescription('ยังไม่อ่าน 2 รายการ'));
    fireEvent.keyDown(document, { key: 'Escape' });
    unread = 0;
    fireEvent.click(toggle);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('link', { name: 'ประกาศ' })).toHaveTextContent(/^ประกาศ$/);
    expect(screen.getByRole('link', { name: 'ประกาศ' })).not.toHaveAttribute('aria-describedby');
  });

  it('on a spec-only API leaves out what it lacks, keeps deposit and withdrawal (the support chat), and sport and lotto launch their logins', async () => {
    const { api } = renderAt('/playgame', []);
    const games = screen.getByRole('navigation', { name: 'เมนูเกม' });
    expect(games).toHaveTextContent('กีฬา');
    expect(games).toHaveTextContent('หวยไทย');
    expect(screen.queryByRole('link', { name: 'คาสิโนสด' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'เข้าเล่น' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'กิจกรรม' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'เปิดเมนู' }));
    const menu = screen.getByRole('dialog', { name: 'เมนูสมาชิก' });
    expect(screen.getByRole('link', { name: 'ฝากเงิน' })).toHaveAttribute('href', '/topup');
    expect(screen.getByRole('link', { name: 'ถอนเงิน' })).toHaveAttribute('href', '/withdraw');
    for (const gone of ['ประกาศ', 'คืนยอดเสีย', 'ประวัติการเล่น', 'เปลี่ยนรหัสผ่าน', 'ประวัติฝาก-ถอน', 'รายการบัญชี']) {
      expect(screen.queryByRole('link', { name: gone })).toBeNull();
    }
    expect(menu.querySelector('[data-menu="game-sport"]')?.tagName).toBe('BUTTON');
    expect(menu.querySelector('[data-menu="game-lotto"]')?.tagName).toBe('BUTTON');
    await act(async () => {
      await Promise.resolve();
    });
    expect(api.paths()).toEqual([]);
  });

  it('shows every entry while the answer is not known yet (the route then waits for it)', () => {
    const { session } = renderAt('/cashback');
    act(() => session.setCapabilities(null));
    expect(screen.getByRole('navigation', { name: 'เมนูหลัก' })).toHaveTextContent('คืนยอดเสีย');
    act(() => session.setCapabilities([]));
    expect(screen.getByRole('navigation', { name: 'เมนูหลัก' })).not.toHaveTextContent('คืนยอดเสีย');
  });
});
