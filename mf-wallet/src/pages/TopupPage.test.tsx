import { act, fireEvent, screen, within } from '@testing-library/react';
import { apiPaths, confirmDialog } from '@member-site/shared';
import { createFakeApi, createFakeSession, createPageProps, failWith, renderPage } from '@member-site/shared/testing';
import { dailyPromotion, deposit, depositOptions, openRequest, welcomePromotion } from '../testing/fixtures';
import TopupPage from './TopupPage';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
}));

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z') });
  jest.mocked(confirmDialog).mockClear();
});
afterEach(() => jest.useRealTimers());

function renderTopup(answers: Parameters<typeof createFakeApi>[0]) {
  const props = createPageProps({ page: 'topup', api: createFakeApi(answers) });
  renderPage(<TopupPage />, props);
  return props;
}

describe('TopupPage: PromptPay', () => {
  it('creates a request from a quick amount, draws its QR locally and counts down', async () => {
    let created = false;
    const { api } = renderTopup({
      [apiPaths.depositOptions]: () => depositOptions({ openRequest: created ? openRequest : null }),
      [apiPaths.promptPayCreate]: () => {
        created = true;
        return openRequest;
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'ฝากเงิน' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'พร้อมเพย์ QR' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('ขั้นต่ำ 100.00 บาท สูงสุด 50,000.00 บาท')).toBeInTheDocument();
    const field = screen.getByLabelText('จำนวนเงิน');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    fireEvent.click(screen.getByRole('button', { name: '1,000.00' }));
    expect(field).toHaveValue('1000');
    fireEvent.click(screen.getByRole('button', { name: '500.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'สร้าง QR ฝากเงิน' }));

    const qr = await screen.findByRole('img', { name: 'QR พร้อมเพย์ สำหรับโอน 500.37 บาท' });
    expect(api.post).toHaveBeenCalledWith(apiPaths.promptPayCreate, { amount: '500' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(screen.getByText('โอนยอดนี้เท่านั้น')).toBeInTheDocument();
    expect(screen.getByText('500.37')).toBeInTheDocument();
    expect(screen.getByText('บจก. ทดสอบ เพย์')).toBeInTheDocument();
    expect(screen.getByText('QR หมดอายุใน 15:00')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(61_000);
    });
    expect(screen.getByText('QR หมดอายุใน 13:59')).toBeInTheDocument();
    expect(document.querySelector('[style]')).toBeNull();
  });

  it('shows the open request on load instead of the form, and cancels it after a confirm', async () => {
    const { api } = renderTopup({
      [apiPaths.depositOptions]: () => depositOptions({ openRequest }),
      [apiPaths.depositCancel]: () => deposit({ id: 'pp-1', status: 'cancelled' }),
    });
    expect(await screen.findByText('500.37')).toBeInTheDocument();
    expect(screen.queryByLabelText('จำนวนเงิน')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิกรายการ' }));
    expect(await screen.findByText('ยกเลิกรายการฝากแล้ว')).toBeInTheDocument();
    expect(confirmDialog).toHaveBeenCalledWith('ยกเลิกรายการฝากนี้?', expect.any(String));
    expect(api.post).toHaveBeenCalledWith(apiPaths.depositCancel, { id: 'pp-1' });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('ยกเลิกรายการฝากแล้ว');
  });

  it('keeps the request when the member does not confirm the cancel', async () => {
    jest.mocked(confirmDialog).mockResolvedValueOnce(false);
    const { api } = renderTopup({ [apiPaths.depositOptions]: () => depositOptions({ openRequest }) });
    fireEvent.click(await screen.findByRole('button', { name: 'ยกเลิกรายการ' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(api.post).not.toHaveBeenCalled();
    expect(screen.getByText('500.37')).toBeInTheDocument();
  });

  it('polls every 3 s and refreshes the balance at once when the request is credited', async () => {
    let credited = false;
    const props = renderTopup({
      [apiPaths.depositOptions]: () =>
        credited ? depositOptions({ recent: [deposit({ id: 'pp-1', status: 'credited', creditedAmount: '500.37' })] }) : depositOptions({ openRequest }),
    });
    await screen.findByText('500.37');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(props.api.get).toHaveBeenCalledTimes(2);
    expect(props.session.refreshBalance).not.toHaveBeenCalled();
    credited = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    // The poll's answer carries no credit: the balance is read again.
    expect(props.session.refreshBalance).toHaveBeenCalledTimes(1);
    expect(props.session.showCredit).not.toHaveBeenCalled();
    expect(screen.getByText('ฝากเงินสำเร็จ เครดิตเข้าบัญชีแล้ว')).toBeInTheDocument();
    expect(screen.getByText('สำเร็จ')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(9000);
    });
    expect(props.api.get).toHaveBeenCalledTimes(3);
  });

  it('a credited poll answer carrying the credit updates the bar and the promotions from itself, with no other request', async () => {
    let credited = false;
    const props = renderTopup({
      [apiPaths.depositOptions]: () =>
        credited
          ? depositOptions({ recent: [deposit({ id: 'pp-1', status: 'credited', creditedAmount: '500.37' })], promotions: [dailyPromotion], credit: '2845.87' })
          : depositOptions({ openRequest, promotions: [welcomePromotion, dailyPromotion], promotionChoice: 'promo-welcome', credit: '2345.50' }),
    });
    await screen.findByText('500.37');
    credited = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByText('ฝากเงินสำเร็จ เครดิตเข้าบัญชีแล้ว')).toBeInTheDocument();
    expect(props.session.showCredit).toHaveBeenCalledWith('2845.87');
    expect(props.session.balance.getValue()).toBe('2845.87');
    expect(props.session.refreshBalance).not.toHaveBeenCalled();
    // The page load and the one tick: the promotions follow the tick's answer, not another read.
    expect(props.api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${apiPaths.depositOptions}`, `GET ${apiPaths.depositOptions}`]);
    expect(screen.queryByRole('radio', { name: /โบนัสสมาชิกใหม่ 100%/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ไม่รับโปรโมชั่น' })).toBeChecked();
  });

  it('says an expired request expired and offers a new one', async () => {
    let expired = false;
    renderTopup({
      [apiPaths.depositOptions]: () => (expired ? depositOptions({ recent: [deposit({ id: 'pp-1', status: 'expired' })] }) : depositOptions({ openRequest })),
    });
    await screen.findByText('500.37');
    expired = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByText('รายการฝากหมดเวลาแล้ว กรุณาสร้างรายการใหม่')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'สร้างรายการใหม่' }));
    expect(screen.getByLabelText('จำนวนเงิน')).toHaveValue('');
  });

  it("keeps the typed amount and shows the API's refusal as text", async () => {
    renderTopup({
      [apiPaths.depositOptions]: () => depositOptions(),
      [apiPaths.promptPayCreate]: failWith(422, 'AMOUNT_TOO_LOW', '<b>ยอดฝากขั้นต่ำ 100 บาท</b>'),
    });
    const field = await screen.findByLabelText('จำนวนเงิน');
    fireEvent.change(field, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'สร้าง QR ฝากเงิน' }));
    expect(await screen.findByText('<b>ยอดฝากขั้นต่ำ 100 บาท</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByLabelText('จำนวนเงิน')).toHaveValue('150');
  });

  it('refuses a badly typed amount in Thai without asking the API', async () => {
    const { api } = renderTopup({ [apiPaths.depositOptions]: () => depositOptions() });
    fireEvent.change(await screen.findByLabelText('จำนวนเงิน'), { target: { value: '1,000.555' } });
    fireEvent.click(screen.getByRole('button', { name: 'สร้าง QR ฝากเงิน' }));
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณากรอกจำนวนเงินเป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('refuses an amount outside the limits the API sent, with the limit, without asking the API', async () => {
    const { api } = renderTopup({ [apiPaths.depositOptions]: () => depositOptions() });
    const field = await screen.findByLabelText('จำนวนเงิน');
    fireEvent.change(field, { target: { value: '50000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'สร้าง QR ฝากเงิน' }));
    expect(screen.getByRole('alert')).toHaveTextContent('จำนวนเงินเกินกว่าที่กำหนด (สูงสุด 50,000.00 บาท ต่อรายการ)');
    expect(field).toHaveValue('50000.01');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('lists recent deposits with Thai status badges and a rejection reason as text', async () => {
    renderTopup({
      [apiPaths.depositOptions]: () =>
        depositOptions({
          recent: [
            deposit({ id: 'a', status: 'pending' }),
            deposit({ id: 'b', status: 'credited', creditedAmount: '1234.56' }),
            deposit({ id: 'c', status: 'expired' }),
            deposit({ id: 'd', status: 'cancelled' }),
            deposit({ id: 'e', status: 'rejected', reason: '<img src=x onerror=alert(1)>' }),
          ],
        }),
    });
    const list = await screen.findByRole('region', { name: 'รายการฝากล่าสุด' });
    for (const label of ['รอดำเนินการ', 'สำเร็จ', 'หมดเวลา', 'ยกเลิก', 'ไม่สำเร็จ']) expect(within(list).getByText(label)).toBeInTheDocument();
    expect(within(list).getByText('1,234.56 บาท')).toBeInTheDocument();
    expect(within(list).getByText('เหตุผล: <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(list.querySelector('img')).toBeNull();
  });
});

describe('TopupPage: bank transfer', () => {
  it('shows the site accounts with Thai bank names, the rule and the masked member account; copies a number', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    renderTopup({ [apiPaths.depositOptions]: () => depositOptions() });
    fireEvent.click(await screen.findByRole('tab', { name: 'โอนผ่านธนาคาร' }));
    expect(screen.getByText('โอนจากบัญชีที่ลงทะเบียนเท่านั้น ไม่ต้องสร้าง QR')).toBeVisible();
    expect(screen.getByText('ธนาคารไทยพาณิชย์')).toBeVisible();
    expect(screen.getByText('ธนาคารกรุงไทย')).toBeVisible();
    expect(screen.getByText('xxx-x-x1234-x')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'คัดลอกเลขบัญชี 123-4-56789-0' }));
    expect(await screen.findByText('คัดลอกแล้ว')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('1234567890');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(screen.queryByText('คัดลอกแล้ว')).toBeNull();
  });

  it('says a transfer from the registered account is credited without a QR, and shows one waiting for the operator with its reason', async () => {
    const held = deposit({ id: 'd-held', method: 'transfer', status: 'held', amount: '800.00', reason: 'โอนเข้ามาระหว่างพักการเล่น รอเจ้าหน้าที่ตรวจสอบ' });
    renderTopup({ [apiPaths.depositOptions]: () => depositOptions({ recent: [held] }) });
    fireEvent.click(await screen.findByRole('tab', { name: 'โอนผ่านธนาคาร' }));
    expect(screen.getByText('โอนจากบัญชีที่ลงทะเบียนเท่านั้น ไม่ต้องสร้าง QR')).toBeVisible();
    expect(screen.getByText(/^เครดิตเข้าอัตโนมัติเมื่อระบบได้รับรายการโอนจากธนาคาร/)).toBeVisible();
    const transferTab = screen.getByRole('tabpanel', { name: 'โอนผ่านธนาคาร' });
    const item = within(transferTab)
      .getByText(/โอนเข้ามาระหว่างพักการเล่น รอเจ้าหน้าที่ตรวจสอบ$/)
      .closest('li') as HTMLElement;
    expect(item).toBeVisible();
    expect(within(item).getByText('รอตรวจสอบ')).toBeInTheDocument();
    expect(within(item).getByText(/^โอนผ่านธนาคาร/)).toBeInTheDocument();
  });

  it('falls back to a selected textarea where there is no Clipboard API', async () => {
    Object.assign(navigator, { clipboard: undefined });
    const execCommand = jest.fn(() => true);
    Object.assign(document, { execCommand });
    renderTopup({ [apiPaths.depositOptions]: () => depositOptions() });
    fireEvent.click(await screen.findByRole('tab', { name: 'โอนผ่านธนาคาร' }));
    fireEvent.click(screen.getByRole('button', { name: 'คัดลอกเลขบัญชี 987-6-54321-0' }));
    expect(await screen.findByText('คัดลอกแล้ว')).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });
});

describe('TopupPage: restricted mode', () => {
  it('shows why and until when in place of the ways to deposit, and opens them again when the break ends', async () => {
    const session = createFakeSession({ accessToken: 'token', restriction: { kind: 'break', until: '2026-11-24T08:00:00.000Z' } });
    const props = createPageProps({ page: 'topup', session, api: createFakeApi({ [apiPaths.depositOptions]: () => depositOptions() }) });
    const { unmount } = renderPage(<TopupPage />, props);
    expect(await screen.findByRole('heading', { name: 'ฝากเงินไม่ได้ในช่วงพักการเล่น' })).toBeInTheDocument();
    expect(screen.getByText('คุณพักการเล่นถึง 24 พ.ย. 2569 15:00 น.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'สร้าง QR ฝากเงิน' })).toBeNull();
    unmount();

    jest.setSystemTime(new Date('2026-11-24T08:00:01Z'));
    renderPage(<TopupPage />, props);
    expect(await screen.findByRole('tab', { name: 'พร้อมเพย์ QR' })).toBeInTheDocument();
  });
});
