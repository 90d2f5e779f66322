import { act, fireEvent, screen, within } from '@testing-library/react';
import { apiPaths, type SupportTicket, type TicketCreate } from '@member-site/shared';
import { createFakeApi, createPageProps, failWith, renderPage, type FakeHandler } from '@member-site/shared/testing';
import TicketPage from './TicketPage';

const hostile = '<img src=x onerror=alert(1)>';

const ticket = (overrides: Partial<SupportTicket> = {}): SupportTicket => ({
  id: 'TKAAAA2222BB',
  category: 'deposit',
  message: 'ฝากแล้วยอดไม่เข้า',
  reference: 'DP123',
  status: 'answered',
  createdAt: '2026-11-23T03:00:00.000Z',
  replies: [{ message: 'ตรวจสอบแล้ว เติมให้เรียบร้อย', createdAt: '2026-11-23T04:15:00.000Z' }],
  ...overrides,
});

/** GET lists, POST creates (same path). */
function renderTickets(create: FakeHandler, list: SupportTicket[] = [ticket()]) {
  const api = createFakeApi({ [apiPaths.tickets]: (request) => (request.method === 'GET' ? { data: list } : create(request)) });
  const props = createPageProps({ page: 'ticket', path: '/ticket', api });
  renderPage(<TicketPage />, props);
  return props;
}

const posts = (props: ReturnType<typeof renderTickets>) => props.api.calls.filter((c) => c.method === 'POST').map((c) => c.body as TicketCreate);

async function send() {
  fireEvent.click(screen.getByRole('button', { name: 'ส่งเรื่อง' }));
  await act(async () => {
    await Promise.resolve();
  });
}

describe('TicketPage', () => {
  it('lists tickets with status in words, Thai dates, reference and replies', async () => {
    renderTickets(() => ticket());
    const item = await screen.findByRole('article', { name: 'เลขที่ TKAAAA2222BB' });
    expect(within(item).getByText('ตอบกลับแล้ว')).toBeInTheDocument();
    expect(within(item).getByText('ฝากเงิน')).toBeInTheDocument();
    expect(within(item).getByText(/23 พ.ย. 2569 10:00/)).toHaveTextContent('เลขอ้างอิง DP123');
    expect(within(item).getByText('ตรวจสอบแล้ว เติมให้เรียบร้อย')).toBeInTheDocument();
    expect(within(item).getByText(/ตอบกลับจากเจ้าหน้าที่ · 23 พ.ย. 2569 11:15/)).toBeInTheDocument();
  });

  it('says when there are no tickets yet', async () => {
    renderTickets(() => ticket(), []);
    expect(await screen.findByText('ยังไม่มีเรื่องที่แจ้งไว้')).toBeInTheDocument();
  });

  it('counts characters as the member types and refuses empty or missing fields in the browser, keeping what was typed', async () => {
    const props = renderTickets(() => ticket());
    const message = await screen.findByLabelText('ข้อความ');
    expect(screen.getByText('0/1,000 ตัวอักษร')).toBeInTheDocument();
    fireEvent.change(message, { target: { value: 'สวัสดี' } });
    expect(screen.getByText('6/1,000 ตัวอักษร')).toBeInTheDocument();
    await send();
    expect(screen.getByText('กรุณาเลือกหมวดหมู่')).toBeInTheDocument();
    expect(screen.getByLabelText('หมวดหมู่')).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveValue('สวัสดี');

    fireEvent.change(screen.getByLabelText('หมวดหมู่'), { target: { value: 'game' } });
    fireEvent.change(message, { target: { value: '   ' } });
    await send();
    expect(screen.getByText('กรุณาพิมพ์ข้อความที่ต้องการแจ้ง')).toBeInTheDocument();

    fireEvent.change(message, { target: { value: 'ก'.repeat(1001) } });
    expect(screen.getByText('1,001/1,000 ตัวอักษร')).toHaveClass('ms-error');
    await send();
    expect(screen.getByText('ข้อความยาวได้ไม่เกิน 1,000 ตัวอักษร')).toBeInTheDocument();
    expect(posts(props)).toEqual([]);
  });

  it('sends the ticket, confirms with its number, clears the form and lists it first; hostile text stays text', async () => {
    const sent = ticket({ id: 'TKNEW0000001', category: 'withdraw', message: hostile, reference: null, status: 'open', replies: [] });
    const props = renderTickets(() => sent);
    fireEvent.change(await screen.findByLabelText('หมวดหมู่'), { target: { value: 'withdraw' } });
    fireEvent.change(screen.getByLabelText('ข้อความ'), { target: { value: hostile } });
    fireEvent.change(screen.getByLabelText('เลขอ้างอิง (ถ้ามี)'), { target: { value: '  ' } });
    await send();
    expect(posts(props)).toEqual([{ category: 'withdraw', message: hostile }]);
    expect(screen.getByRole('status')).toHaveTextContent('ส่งเรื่องเรียบร้อยแล้ว เลขที่ TKNEW0000001');
    expect(screen.getByLabelText('ข้อความ')).toHaveValue('');
    const [first] = screen.getAllByRole('article');
    expect(first).toHaveAccessibleName('เลขที่ TKNEW0000001');
    expect(within(first as HTMLElement).getByText(hostile)).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('รอตอบกลับ')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the API refusal (rate limit) in Thai and keeps everything typed', async () => {
    renderTickets(failWith(429, 'RATE_LIMITED', 'แจ้งปัญหาบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่'));
    fireEvent.change(await screen.findByLabelText('หมวดหมู่'), { target: { value: 'deposit' } });
    fireEvent.change(screen.getByLabelText('ข้อความ'), { target: { value: 'ยอดไม่เข้า' } });
    fireEvent.change(screen.getByLabelText('เลขอ้างอิง (ถ้ามี)'), { target: { value: 'DP9' } });
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('แจ้งปัญหาบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่');
    expect(screen.getByLabelText('หมวดหมู่')).toHaveValue('deposit');
    expect(screen.getByLabelText('ข้อความ')).toHaveValue('ยอดไม่เข้า');
    expect(screen.getByLabelText('เลขอ้างอิง (ถ้ามี)')).toHaveValue('DP9');
  });
});
