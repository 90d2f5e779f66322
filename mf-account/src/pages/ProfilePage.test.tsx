import { act, fireEvent, screen } from '@testing-library/react';
import { apiPaths, type CapabilityName, type MemberProfile, type Profile } from '@member-site/shared';
import { createFakeApi, createFakeSession, createPageProps, failWith, renderPage } from '@member-site/shared/testing';
import ProfilePage from './ProfilePage';

const profile = (overrides: Partial<MemberProfile> = {}): MemberProfile => ({
  username: '0812345678',
  username2: 'DEMO01',
  phone: '0812345678',
  bankAccount: { bankCode: 'SCB', bankName: 'ธนาคารไทยพาณิชย์', accountNumberMasked: 'xxx-x-x3456-x', accountName: 'สมชาย ทดลองเล่น' },
  memberSince: '2026-11-20T17:30:00.000Z',
  ...overrides,
});

function renderProfile(answer: () => unknown) {
  const props = createPageProps({ page: 'profile', path: '/profile', api: createFakeApi({ [apiPaths.profile]: answer }) });
  renderPage(<ProfilePage />, props);
  return props;
}

describe('ProfilePage', () => {
  it('shows the usernames, phone, masked account and the Thai member-since date', async () => {
    renderProfile(() => profile());
    expect(screen.getByRole('heading', { level: 1, name: 'ข้อมูลส่วนตัว' })).toBeInTheDocument();
    expect(await screen.findByText('DEMO01')).toBeInTheDocument();
    expect(screen.getAllByText('0812345678')).toHaveLength(2);
    expect(screen.getByText('xxx-x-x3456-x')).toBeInTheDocument();
    expect(screen.getByText('สมชาย ทดลองเล่น')).toBeInTheDocument();
    // 00:30 on 21 November in Bangkok, Buddhist era.
    expect(screen.getByText('21 พฤศจิกายน 2569')).toBeInTheDocument();
    expect(screen.queryByText(/sportsbook|Demo@1234/)).toBeNull();
  });

  it('links to the password change through the shell', async () => {
    const props = renderProfile(() => profile());
    const link = await screen.findByRole('link', { name: 'เปลี่ยนรหัสผ่าน' });
    expect(link).toHaveAttribute('href', '/password-change');
    fireEvent.click(link);
    expect(props.navigate).toHaveBeenCalledWith('/password-change');
  });

  it('leads to the account pages no menu names: settings, promotion code, tickets, announcements', async () => {
    const props = renderProfile(() => profile());
    const more = await screen.findByRole('navigation', { name: 'เมนูบัญชี' });
    const links = Array.from(more.querySelectorAll('a'), (a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['ตั้งค่า', '/setting'],
      ['โค้ดโปรโมชั่น', '/promotioncode'],
      ['ตั๋วของฉัน', '/ticket'],
      ['ประกาศ', '/announce'],
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'ตั๋วของฉัน' }));
    expect(props.navigate).toHaveBeenCalledWith('/ticket');
  });

  it('says when no bank account is registered', async () => {
    renderProfile(() => profile({ bankAccount: null, phone: '' }));
    expect(await screen.findByText('ยังไม่มีบัญชีธนาคารที่ลงทะเบียนไว้ กรุณาติดต่อเจ้าหน้าที่')).toBeInTheDocument();
  });

  it('shows the Thai error with a retry when the profile cannot load', async () => {
    let fail = true;
    renderProfile(() => (fail ? failWith(500, 'INTERNAL', 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง')({} as never) : profile()));
    expect(await screen.findByText('ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('DEMO01')).toBeInTheDocument();
  });
});

describe('ProfilePage on an API without the member profile (ADR 0029)', () => {
  const sessionProfile: Profile = { username: '0899999999', username2: 'SB99', web_agent_group: 'member', site_api: '', client_api: null };
  const contact = { url: 'https://line.me/R/ti/p/@site', url2: 'javascript:alert(1)' };

  function renderSessionProfile(capabilities: readonly CapabilityName[] | null, profile: Profile = sessionProfile) {
    const session = createFakeSession({ capabilities, profile, contact });
    const props = createPageProps({ page: 'profile', path: '/profile', api: createFakeApi(), session });
    renderPage(<ProfilePage />, props);
    return props;
  }

  it('shows the usernames from the session, the staff note and the support chat, and calls nothing', () => {
    const { api } = renderSessionProfile([]);
    expect(screen.getByRole('heading', { level: 1, name: 'ข้อมูลส่วนตัว' })).toBeInTheDocument();
    expect(screen.getByText('0899999999')).toBeInTheDocument();
    expect(screen.getByText('SB99')).toBeInTheDocument();
    expect(screen.getByText(/อยู่ในความดูแลของเจ้าหน้าที่/)).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: 'ติดต่อเจ้าหน้าที่' });
    expect(chat).toHaveAttribute('href', 'https://line.me/R/ti/p/@site');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    // An unsafe backup address is not linked.
    expect(screen.queryByRole('link', { name: 'ไลน์สำรอง 24 ชั่วโมง' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'เปลี่ยนรหัสผ่าน' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'ประกาศ' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'ตั๋วของฉัน' })).toBeNull();
    // Settings need no capability: without its sections the page says so and offers the chat.
    expect(screen.getByRole('link', { name: 'ตั้งค่า' })).toHaveAttribute('href', '/setting');
    expect(api.paths()).toEqual([]);
  });

  it('leaves out an empty username2, and links the account pages the API offers', () => {
    const props = renderSessionProfile(['password-change', 'announcements'], { ...sessionProfile, username2: '' });
    expect(screen.queryByText('ชื่อผู้ใช้สำรอง')).toBeNull();
    expect(screen.getByRole('link', { name: 'เปลี่ยนรหัสผ่าน' })).toHaveAttribute('href', '/password-change');
    expect(screen.getByRole('link', { name: 'ประกาศ' })).toHaveAttribute('href', '/announce');
    expect(props.api.paths()).toEqual([]);
  });

  it('waits while not known, then loads the profile once the API offers it', async () => {
    const session = createFakeSession({ capabilities: null, profile: sessionProfile });
    const api = createFakeApi({ [apiPaths.profile]: () => profile() });
    renderPage(<ProfilePage />, createPageProps({ page: 'profile', path: '/profile', api, session }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(api.paths()).toEqual([]);
    await act(async () => session.set('capabilities', ['profile']));
    expect(await screen.findByText('xxx-x-x3456-x')).toBeInTheDocument();
    expect(api.paths()).toEqual([apiPaths.profile]);
    // The password change is not offered: no link to it.
    expect(screen.queryByRole('link', { name: 'เปลี่ยนรหัสผ่าน' })).toBeNull();
  });
});
