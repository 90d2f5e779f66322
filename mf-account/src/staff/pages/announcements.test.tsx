import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staffApiPaths } from '@member-site/shared/staff';
import { createFakeApi, failWith, renderStaffPage } from '@member-site/shared/testing';
import { announcement } from '../testing/fixtures';
import AnnouncementsPage from './announcements';

function renderAnnouncements() {
  const api = createFakeApi({
    [staffApiPaths.staffAnnouncements]: (request) =>
      request.method === 'GET'
        ? { data: [announcement(), announcement({ id: 'n-2', title: 'โปรโมชั่นใหม่', status: 'published', publishedAt: '2026-11-23T01:00:00.000Z' })] }
        : announcement({ id: 'n-3', title: 'แจ้งวันหยุด', status: 'published' }),
  });
  return renderStaffPage(<AnnouncementsPage />, { path: '/announcements', route: '/announcements', api, roles: ['support'] });
}

const rowOf = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;
const form = () => screen.getByRole('form', { name: 'เขียนประกาศ' });

describe('announcements page', () => {
  it('lists drafts and published ones; a row opens to its body as text', async () => {
    renderAnnouncements();
    expect(screen.getByRole('heading', { level: 1, name: 'ประกาศ' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'ประกาศ' });
    expect(within(rowOf('ปิดปรับปรุงระบบ')).getByText('ฉบับร่าง')).toBeInTheDocument();
    expect(within(rowOf('โปรโมชั่นใหม่')).getByText('เผยแพร่แล้ว')).toBeInTheDocument();
    expect(within(rowOf('ปิดปรับปรุงระบบ')).getByRole('button', { name: 'เผยแพร่' })).toBeInTheDocument();
    expect(within(rowOf('โปรโมชั่นใหม่')).getByRole('button', { name: 'ยกเลิกการเผยแพร่' })).toBeInTheDocument();
    fireEvent.click(within(rowOf('ปิดปรับปรุงระบบ')).getByRole('button', { name: 'รายละเอียด' }));
    expect(screen.getByText(/ระบบจะปิดปรับปรุง/).textContent).toBe('ระบบจะปิดปรับปรุง\nเวลา 02:00-04:00 น.');
  });

  it('publishes and unpublishes', async () => {
    const view = renderAnnouncements();
    view.api.answer('/api/staff/announcements/n-1/publish', () => announcement({ status: 'published' }));
    view.api.answer('/api/staff/announcements/n-2/unpublish', failWith(409, 'STATE', 'ประกาศนี้ถูกยกเลิกไปแล้ว'));
    await screen.findByRole('table', { name: 'ประกาศ' });
    fireEvent.click(within(rowOf('ปิดปรับปรุงระบบ')).getByRole('button', { name: 'เผยแพร่' }));
    fireEvent.click(within(rowOf('โปรโมชั่นใหม่')).getByRole('button', { name: 'ยกเลิกการเผยแพร่' }));
    expect(await within(rowOf('โปรโมชั่นใหม่')).findByText('ประกาศนี้ถูกยกเลิกไปแล้ว')).toBeInTheDocument();
    expect(
      view.api.calls
        .filter((call) => call.method === 'POST')
        .map((call) => call.path)
        .sort(),
    ).toEqual(['/api/staff/announcements/n-1/publish', '/api/staff/announcements/n-2/unpublish']);
  });

  it('writes one, published at once when asked', async () => {
    const view = renderAnnouncements();
    fireEvent.click(within(form()).getByRole('button', { name: 'บันทึกประกาศ' }));
    expect(await within(form()).findByText('กรุณากรอกหัวข้อ')).toBeInTheDocument();
    expect(within(form()).getByText('กรุณากรอกเนื้อหา')).toBeInTheDocument();
    fireEvent.change(within(form()).getByRole('textbox', { name: 'หัวข้อ' }), { target: { value: 'แจ้งวันหยุด' } });
    fireEvent.change(within(form()).getByRole('textbox', { name: 'เนื้อหา' }), { target: { value: 'หยุดวันที่ 5\nเปิดวันที่ 6' } });
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'เผยแพร่ทันที' }));
    fireEvent.click(within(form()).getByRole('button', { name: 'บันทึกประกาศ' }));
    expect(await within(form()).findByText('บันทึกประกาศ "แจ้งวันหยุด" แล้ว')).toBeInTheDocument();
    expect(view.api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/staff/announcements', body: { title: 'แจ้งวันหยุด', body: 'หยุดวันที่ 5\nเปิดวันที่ 6', publish: true } },
    ]);
    expect(within(form()).getByRole('textbox', { name: 'หัวข้อ' })).toHaveValue('');
    await waitFor(() => expect(view.api.calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });
});
