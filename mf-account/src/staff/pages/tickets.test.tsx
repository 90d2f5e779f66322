import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staffApiPaths, type StaffTicket } from '@member-site/shared/staff';
import { createFakeApi, failWith, renderStaffPage } from '@member-site/shared/testing';
import { ticket } from '../testing/fixtures';
import TicketsPage from './tickets';

function renderTickets(rows: StaffTicket[], path = '/tickets') {
  const api = createFakeApi({ [staffApiPaths.staffTickets]: () => ({ data: rows }) });
  return renderStaffPage(<TicketsPage />, { path, route: '/tickets', api, roles: ['support'], username: 'support1' });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('tickets page', () => {
  it('lists open tickets with the member’s message as text, line breaks kept, and the replies', async () => {
    const view = renderTickets([
      ticket({ message: 'โอนเงินแล้ว 500 บาท\n<b>ยอดยังไม่เข้า</b>' }),
      ticket({
        id: 't-2',
        category: 'withdraw',
        status: 'answered',
        member: { username: '0898765432', username2: 'BIG01' },
        replies: [{ message: 'ตรวจสอบแล้ว\nโอนคืนแล้วค่ะ', createdAt: '2026-11-24T02:00:00.000Z', by: 'support2' }],
      }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'ตั๋วแจ้งปัญหา' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'ฝากเงิน · 0812345678' });
    expect(view.api.paths()).toEqual(['/api/staff/tickets?status=open']);
    const message = within(first).getByText(/โอนเงินแล้ว 500 บาท/);
    expect(message.textContent).toBe('โอนเงินแล้ว 500 บาท\n<b>ยอดยังไม่เข้า</b>');
    expect(message).toHaveClass('bo-written');
    expect(first.querySelector('b')).toBeNull();
    expect(within(first).getByText('KB123')).toBeInTheDocument();
    const second = card('ถอนเงิน · 0898765432');
    expect(within(second).getByText(/ตอบโดย support2/)).toBeInTheDocument();
    expect(within(second).getByText(/โอนคืนแล้วค่ะ/).textContent).toBe('ตรวจสอบแล้ว\nโอนคืนแล้วค่ะ');
  });

  it('replies, closing the ticket when asked', async () => {
    const view = renderTickets([ticket()]);
    view.api.answer('/api/staff/tickets/t-1/reply', () =>
      ticket({ status: 'closed', replies: [{ message: 'เติมให้แล้วค่ะ', createdAt: '2026-11-24T03:00:00.000Z', by: 'support1' }] }),
    );
    const first = await screen.findByRole('article', { name: 'ฝากเงิน · 0812345678' });
    fireEvent.click(within(first).getByRole('button', { name: 'ส่งคำตอบ' }));
    expect(await within(first).findByText('กรุณากรอกข้อความตอบกลับ')).toBeInTheDocument();
    fireEvent.change(within(first).getByRole('textbox', { name: 'ข้อความตอบกลับ' }), { target: { value: 'เติมให้แล้วค่ะ\nขอบคุณค่ะ' } });
    fireEvent.click(within(first).getByRole('checkbox', { name: 'ปิดตั๋วหลังตอบ' }));
    fireEvent.click(within(first).getByRole('button', { name: 'ส่งคำตอบ' }));
    expect(await within(first).findByText('ส่งคำตอบแล้ว')).toBeInTheDocument();
    expect(view.api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/staff/tickets/t-1/reply', body: { message: 'เติมให้แล้วค่ะ\nขอบคุณค่ะ', close: true } },
    ]);
    await waitFor(() => expect(view.api.paths().filter((path) => path.startsWith('/api/staff/tickets?'))).toHaveLength(2));
  });

  it('keeps the reply when the API refuses it', async () => {
    const view = renderTickets([ticket()]);
    view.api.answer('/api/staff/tickets/t-1/reply', failWith(409, 'CLOSED', 'ตั๋วนี้ถูกปิดแล้ว'));
    const first = await screen.findByRole('article', { name: 'ฝากเงิน · 0812345678' });
    fireEvent.change(within(first).getByRole('textbox', { name: 'ข้อความตอบกลับ' }), { target: { value: 'กำลังตรวจสอบค่ะ' } });
    fireEvent.click(within(first).getByRole('button', { name: 'ส่งคำตอบ' }));
    expect(await within(first).findByText('ตั๋วนี้ถูกปิดแล้ว')).toBeInTheDocument();
    expect(within(first).getByRole('textbox', { name: 'ข้อความตอบกลับ' })).toHaveValue('กำลังตรวจสอบค่ะ');
  });

  it('shows other statuses through the filter; a closed ticket takes no reply', async () => {
    const view = renderTickets([ticket({ status: 'closed' })], '/tickets?status=closed');
    const first = await screen.findByRole('article', { name: 'ฝากเงิน · 0812345678' });
    expect(view.api.paths()).toEqual(['/api/staff/tickets?status=closed']);
    expect(within(first).queryByRole('button', { name: 'ส่งคำตอบ' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'สถานะ' }), { target: { value: 'all' } });
    await waitFor(() => expect(view.api.paths().at(-1)).toBe('/api/staff/tickets'));
  });

  it('says when there is none', async () => {
    renderTickets([]);
    expect(await screen.findByText('ไม่มีตั๋วในสถานะนี้')).toBeInTheDocument();
  });
});
