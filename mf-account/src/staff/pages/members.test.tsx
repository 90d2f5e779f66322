import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staffApiPaths } from '@member-site/shared/staff';
import { createFakeApi, failWith, renderStaffPage, type FakeHandler } from '@member-site/shared/testing';
import { memberSummary } from '../testing/fixtures';
import MembersPage from './members';

const found = () => ({
  data: [memberSummary(), memberSummary({ username: '0899999999', username2: 'SUS01', status: 'suspended', bankAccount: '987-6-54321-0', balance: '0.00' })],
});

function renderMembers(path = '/members', search: FakeHandler = found) {
  const api = createFakeApi({ [staffApiPaths.staffMembers]: search });
  return renderStaffPage(<MembersPage />, { path, route: '/members', api, roles: ['support'] });
}

describe('members page', () => {
  it('searches by what was typed, and links each result to the member’s page', async () => {
    const view = renderMembers();
    expect(screen.getByRole('heading', { level: 1, name: 'สมาชิก' })).toBeInTheDocument();
    expect(view.api.calls).toEqual([]);
    const box = screen.getByRole('searchbox', { name: 'ค้นหาสมาชิก' });
    fireEvent.change(box, { target: { value: '0812' } });
    fireEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    const table = await screen.findByRole('table', { name: 'ผลการค้นหา "0812"' });
    expect(view.api.paths()).toEqual(['/api/staff/members?q=0812']);
    expect(view.location().search).toBe('?q=0812');
    expect(within(table).getByRole('link', { name: '0812345678' })).toHaveAttribute('href', '/members/0812345678');
    expect(within(table).getByText('123-4-56789-0')).toBeInTheDocument();
    expect(within(table).getByText('1,520.50')).toBeInTheDocument();
    expect(within(table).getByText('ถูกระงับ')).toBeInTheDocument();
  });

  it('asks for two characters before searching', async () => {
    const view = renderMembers('/members?q=0');
    expect(screen.getByText('กรุณาพิมพ์อย่างน้อย 2 ตัวอักษรแล้วกดค้นหา')).toBeInTheDocument();
    expect(view.api.calls).toEqual([]);
  });

  it('says when nothing matches, and shows a failure with a retry', async () => {
    const view = renderMembers('/members?q=zz', failWith(500, 'SERVER', 'ระบบขัดข้องชั่วคราว'));
    expect(await screen.findByRole('alert')).toHaveTextContent('ระบบขัดข้องชั่วคราว');
    view.api.answer(staffApiPaths.staffMembers, () => ({ data: [] }));
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('ไม่พบสมาชิกที่ตรงกับคำค้นหา')).toBeInTheDocument();
    await waitFor(() => expect(view.api.paths()).toEqual(['/api/staff/members?q=zz', '/api/staff/members?q=zz']));
  });
});
