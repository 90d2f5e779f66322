import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staffApiPaths } from '@member-site/shared/staff';
import { createFakeApi, failWith, renderStaffPage } from '@member-site/shared/testing';
import { promotionCode } from '../testing/fixtures';
import PromotionCodesPage from './promotion-codes';

function renderCodes() {
  const api = createFakeApi({
    [staffApiPaths.staffPromotionCodes]: (request) =>
      request.method === 'GET'
        ? {
            data: [
              promotionCode(),
              promotionCode({ code: 'PAUSED50', status: 'paused', maxRedemptions: null, minDeposit: '0.00', rule: 'none', endsAt: null }),
            ],
          }
        : promotionCode({ code: 'NEWYEAR', redeemed: 0 }),
    '/api/staff/promotion-codes/WELCOME100/redemptions': () => ({
      data: [{ member: { username: '0812345678', username2: 'DEMO01' }, amount: '100.00', redeemedAt: '2026-11-20T03:00:00.000Z' }],
    }),
  });
  return renderStaffPage(<PromotionCodesPage />, { path: '/promotion-codes', route: '/promotion-codes', api, roles: ['admin'] });
}

const rowOf = (code: string) => screen.getByRole('rowheader', { name: code }).closest('tr') as HTMLElement;
const form = () => screen.getByRole('form', { name: 'สร้างโค้ดใหม่' });
const field = (name: string) => within(form()).getByLabelText(name);

describe('promotion codes page', () => {
  it('lists codes with their status, redemptions and rule', async () => {
    renderCodes();
    expect(screen.getByRole('heading', { level: 1, name: 'โค้ดโปรโมชั่น' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'โค้ดโปรโมชั่น' });
    const welcome = within(rowOf('WELCOME100'));
    expect(welcome.getByText('ใช้งานได้')).toBeInTheDocument();
    expect(welcome.getByText('42 / 500')).toBeInTheDocument();
    expect(welcome.getByText('ต้องเป็นการฝากครั้งแรก')).toBeInTheDocument();
    expect(welcome.getByText('ฝากขั้นต่ำ 300.00 บาท')).toBeInTheDocument();
    const paused = within(rowOf('PAUSED50'));
    expect(paused.getByText('42 / ไม่จำกัด')).toBeInTheDocument();
    expect(paused.getByText('ไม่มีวันสิ้นสุด')).toBeInTheDocument();
    expect(paused.getByRole('button', { name: 'เปิดใช้งานต่อ' })).toBeInTheDocument();
  });

  it('pauses and resumes a code', async () => {
    const view = renderCodes();
    view.api.answer('/api/staff/promotion-codes/WELCOME100/pause', () => promotionCode({ status: 'paused' }));
    view.api.answer('/api/staff/promotion-codes/PAUSED50/resume', failWith(409, 'EXPIRED', 'โค้ดนี้หมดอายุแล้ว'));
    await screen.findByRole('table', { name: 'โค้ดโปรโมชั่น' });
    fireEvent.click(within(rowOf('WELCOME100')).getByRole('button', { name: 'หยุดชั่วคราว' }));
    fireEvent.click(within(rowOf('PAUSED50')).getByRole('button', { name: 'เปิดใช้งานต่อ' }));
    expect(await within(rowOf('PAUSED50')).findByText('โค้ดนี้หมดอายุแล้ว')).toBeInTheDocument();
    expect(
      view.api.calls
        .filter((call) => call.method === 'POST')
        .map((call) => call.path)
        .sort(),
    ).toEqual(['/api/staff/promotion-codes/PAUSED50/resume', '/api/staff/promotion-codes/WELCOME100/pause']);
  });

  it('shows who redeemed a code', async () => {
    renderCodes();
    await screen.findByRole('table', { name: 'โค้ดโปรโมชั่น' });
    fireEvent.click(within(rowOf('WELCOME100')).getByRole('button', { name: 'รายละเอียด' }));
    const redemptions = await screen.findByRole('table', { name: 'สมาชิกที่ใช้โค้ด WELCOME100' });
    expect(within(redemptions).getByText('DEMO01')).toBeInTheDocument();
    expect(within(redemptions).getByText('20 พ.ย. 2569 10:00')).toBeInTheDocument();
  });

  it('creates a code with Bangkok times as ISO instants with +07:00', async () => {
    const view = renderCodes();
    fireEvent.change(field('โค้ด'), { target: { value: 'NEWYEAR' } });
    fireEvent.change(field('จำนวนโบนัส (บาท)'), { target: { value: '88' } });
    fireEvent.change(field('เริ่มใช้ได้'), { target: { value: '2026-12-31T18:00' } });
    fireEvent.change(field('สิ้นสุด'), { target: { value: '2027-01-01T23:59' } });
    fireEvent.change(field('จำนวนสิทธิ์สูงสุด'), { target: { value: '1000' } });
    fireEvent.change(field('เงื่อนไข'), { target: { value: 'deposit-today' } });
    fireEvent.change(field('ยอดฝากขั้นต่ำ (บาท)'), { target: { value: '300' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'สร้างโค้ด' }));
    expect(await within(form()).findByText('สร้างโค้ด NEWYEAR แล้ว')).toBeInTheDocument();
    expect(view.api.calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/staff/promotion-codes',
        body: {
          code: 'NEWYEAR',
          amount: '88',
          startsAt: '2026-12-31T18:00:00+07:00',
          endsAt: '2027-01-01T23:59:00+07:00',
          maxRedemptions: 1000,
          rule: 'deposit-today',
          minDeposit: '300',
        },
      },
    ]);
  });

  it('checks the form in Thai: code, amount, end after start, whole number of redemptions', async () => {
    const view = renderCodes();
    fireEvent.change(field('โค้ด'), { target: { value: 'ab' } });
    fireEvent.change(field('จำนวนโบนัส (บาท)'), { target: { value: '0' } });
    fireEvent.change(field('เริ่มใช้ได้'), { target: { value: '2026-12-31T18:00' } });
    fireEvent.change(field('สิ้นสุด'), { target: { value: '2026-12-01T00:00' } });
    fireEvent.change(field('จำนวนสิทธิ์สูงสุด'), { target: { value: '1.5' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'สร้างโค้ด' }));
    await waitFor(() => expect(field('โค้ด')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('โค้ด')).toHaveAccessibleDescription(/โค้ดใช้ได้เฉพาะตัวอักษรอังกฤษ/);
    expect(within(form()).getByText('จำนวนโบนัสต้องมากกว่า 0')).toBeInTheDocument();
    expect(within(form()).getByText('เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม')).toBeInTheDocument();
    expect(within(form()).getByText('กรุณากรอกจำนวนเต็มตั้งแต่ 1 ถึง 10,000,000')).toBeInTheDocument();
    expect(view.api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
