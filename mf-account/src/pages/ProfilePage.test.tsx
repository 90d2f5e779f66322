import { fireEvent, render, screen } from '@testing-library/react';
import { apiPaths, type MemberProfile } from '@member-site/shared';
import { createFakeApi, createPageProps, failWith } from '@member-site/shared/testing';
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
  const props = createPageProps({ page: 'profile', api: createFakeApi({ [apiPaths.profile]: answer }) });
  render(<ProfilePage {...props} />);
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
    expect(props.navigate).toHaveBeenCalledWith('/password-change', undefined);
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
