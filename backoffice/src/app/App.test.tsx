import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import { staffIdentity } from '@member-site/shared/testing';
import type { StaffRole, StaffSession } from '@member-site/shared/staff';
import { createStaffSession, type StaffSessionControl } from '../lib/staff-session';
import { App } from './App';

jest.mock('@member-site/shared/federation', () => ({
  ...jest.requireActual('@member-site/shared/federation'),
  loadRemoteApp: jest.fn(),
  resetRemote: jest.fn(),
}));
const federation = jest.requireMock('@member-site/shared/federation') as { loadRemoteApp: jest.Mock; resetRemote: jest.Mock };

const config = { apiUrl: 'https://api.example.com', siteTitle: 'สยามเบท' };

function sessionAs(roles: StaffRole[], fetchImpl?: typeof fetch): StaffSessionControl {
  const session = createStaffSession({ apiUrl: config.apiUrl, storage: sessionStorage, ...(fetchImpl ? { fetchImpl } : {}) });
  const staff = staffIdentity({ roles, displayName: 'สมชาย ใจดี' });
  const signed: StaffSession = { token: 'staff-token-0123456789abcdef', staff, idleSeconds: 900, expiresAt: new Date(Date.now() + 3600_000).toISOString() };
  session.signIn(signed);
  return session;
}

async function renderAt(path: string, session: StaffSessionControl) {
  window.history.replaceState(null, '', path);
  render(<App session={session} config={config} />);
  // The page's own chunk (a lazy import) or the remote's load settles.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** A staff remote's app whose mount draws the page it was given. */
function fakeRemote(): LifeCycles & { props: jest.Mock } {
  const props = jest.fn();
  return {
    props,
    bootstrap: () => Promise.resolve(),
    mount: (p: { domElement: HTMLElement; page: string; staff: { username: string } }) => {
      props(p);
      p.domElement.textContent = `remote page ${p.page} for ${p.staff.username}`;
      return Promise.resolve();
    },
    unmount: () => Promise.resolve(),
    update: () => Promise.resolve(),
  } as unknown as LifeCycles & { props: jest.Mock };
}

beforeEach(() => {
  sessionStorage.clear();
  federation.loadRemoteApp.mockReset();
  federation.resetRemote.mockReset();
});

describe('the back office frame (issue 35)', () => {
  it("shows the staff member, their Thai role names and exactly the menu their permissions allow, the page's link current", async () => {
    await renderAt('/', sessionAs(['cashier', 'support']));
    const top = screen.getByRole('banner');
    expect(within(top).getByText('สยามเบท')).toBeInTheDocument();
    expect(within(top).getByText('สมชาย ใจดี')).toBeInTheDocument();
    expect(within(top).getByText('การเงิน, ฝ่ายบริการลูกค้า')).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'ออกจากระบบ' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'เมนูหลัก' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['หน้าหลัก', '/'],
      ['รายการถอน', '/withdrawals'],
      ['รออนุมัติ', '/approvals'],
      ['รายการฝาก', '/deposits'],
      ['ยอดโอนรอตรวจสอบ', '/held-transfers'],
      ['นำเข้ารายการเดินบัญชี', '/statements'],
      ['ปรับยอดเงิน', '/adjustments'],
      ['สมาชิก', '/members'],
      ['ตั๋วแจ้งปัญหา', '/tickets'],
      ['ประกาศ', '/announcements'],
    ]);
    expect(within(menu).getByRole('link', { name: 'หน้าหลัก' })).toHaveAttribute('aria-current', 'page');
    // The start page: the greeting and the roles.
    expect(await screen.findByRole('heading', { level: 1, name: 'หน้าหลัก' })).toBeInTheDocument();
    expect(screen.getByText('สวัสดี คุณสมชาย ใจดี')).toBeInTheDocument();
  });

  it('folds the menu behind a button that says whether it is open', async () => {
    await renderAt('/', sessionAs(['viewer']));
    const toggle = screen.getByRole('button', { name: 'เมนู' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'เมนูหลัก' })).toHaveClass('bo-nav--open');
  });

  it("shows the Thai 403 for a page the staff member's roles do not allow, and loads nothing for it", async () => {
    await renderAt('/withdrawals', sessionAs(['support']));
    expect(screen.getByRole('heading', { level: 1, name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' })).toBeInTheDocument();
    expect(screen.getByText('403 · รายการถอน')).toBeInTheDocument();
    expect(federation.loadRemoteApp).not.toHaveBeenCalled();
    expect(document.title).toBe('รายการถอน · สยามเบท ระบบหลังบ้าน');
  });

  it('shows the Thai 404 for an address the route table does not have', async () => {
    await renderAt('/no-such-page', sessionAs(['admin']));
    expect(screen.getByRole('heading', { level: 1, name: 'ไม่พบหน้านี้' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับหน้าหลัก' })).toHaveAttribute('href', '/');
  });

  it("mounts a staff remote's page with the staff services, and shows its area's Thai fallback with a retry when it cannot load", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const remote = fakeRemote();
    federation.loadRemoteApp.mockRejectedValueOnce(new Error('timeout')).mockResolvedValueOnce(remote);
    await renderAt('/members/0812345678', sessionAs(['support']));
    expect(federation.loadRemoteApp).toHaveBeenCalledWith('mf_account_staff');
    const fallback = screen.getByRole('alert');
    expect(fallback).toHaveTextContent('ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[backoffice] E9 mf_account_staff failed to load'), expect.any(Error));
    // The frame keeps working around it.
    expect(screen.getByRole('navigation', { name: 'เมนูหลัก' })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(fallback).getByRole('button', { name: 'ลองใหม่' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(federation.resetRemote).toHaveBeenCalledWith('mf_account_staff');
    expect(await screen.findByText('remote page member for cashier1')).toBeInTheDocument();
    expect(remote.props).toHaveBeenCalledWith(
      expect.objectContaining({
        page: 'member',
        route: '/members/:username',
        location: expect.objectContaining({ pathname: '/members/0812345678' }),
        staff: expect.objectContaining({ roles: ['support'] }),
      }),
    );
    logged.mockRestore();
  });

  it('goes back to the sign-in with the Thai notice when the session ends (a 401, or idle past its time)', async () => {
    const answers = jest.fn(async () => new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'x' }), { status: 401 }));
    const session = sessionAs(['cashier'], answers as unknown as typeof fetch);
    await renderAt('/', session);
    expect(screen.getByRole('navigation', { name: 'เมนูหลัก' })).toBeInTheDocument();
    await act(async () => {
      await session.api.get('/api/staff/me').catch(() => undefined);
    });
    expect(screen.getByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบใหม่');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(sessionStorage.length).toBe(1);
  });
});
