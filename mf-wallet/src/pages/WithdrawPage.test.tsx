import { act, fireEvent, screen, within } from '@testing-library/react';
import { apiPaths, confirmDialog, type WithdrawCreate } from '@member-site/shared';
import { apiError, createFakeApi, createPageProps, type FakeHandler, renderPage } from '@member-site/shared/testing';
import { withdrawal, withdrawOptions } from '../testing/fixtures';
import WithdrawPage from './WithdrawPage';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
}));

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z') });
  jest.mocked(confirmDialog).mockClear();
});
afterEach(() => jest.useRealTimers());

/** GET and POST share the path: the options, or `create` for a new withdrawal. */
function renderWithdraw(create: FakeHandler, options = () => withdrawOptions()) {
  const api = createFakeApi({ [apiPaths.withdrawOptions]: (request) => (request.method === 'GET' ? options() : create(request)) });
  const props = createPageProps({ page: 'withdraw', api });
  renderPage(<WithdrawPage />, props);
  return props;
}

const posts = (props: ReturnType<typeof renderWithdraw>) => props.api.calls.filter((c) => c.method === 'POST').map((c) => c.body as WithdrawCreate);

async function typeAndSubmit(amount: string) {
  fireEvent.change(await screen.findByLabelText('จำนวนเงิน'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: /ถอนเงิน|ส่งคำขอเดิมอีกครั้ง/ }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

describe('WithdrawPage', () => {
  it('shows what may leave, the limits, fee, turnover and the masked destination', async () => {
    renderWithdraw(() => withdrawal());
    expect(screen.getByRole('heading', { level: 1, name: 'ถอนเงิน' })).toBeInTheDocument();
    expect(await screen.findByText('2,345.50 บาท')).toBeInTheDocument();
    expect(screen.getByText('50,000.00 บาท')).toBeInTheDocument();
    expect(screen.getByText('48,000.00 บาท')).toBeInTheDocument();
    expect(screen.getByText('xxx-x-x1234-x')).toBeInTheDocument();
    expect(screen.getByText('ธนาคารกสิกรไทย')).toBeInTheDocument();
  });

  it('fills the field from a quick button and from ทั้งหมด (the withdrawable amount)', async () => {
    renderWithdraw(() => withdrawal());
    fireEvent.click(await screen.findByRole('button', { name: '500.00' }));
    expect(screen.getByLabelText('จำนวนเงิน')).toHaveValue('500');
    fireEvent.click(screen.getByRole('button', { name: 'ทั้งหมด' }));
    expect(screen.getByLabelText('จำนวนเงิน')).toHaveValue('2345.50');
  });

  it('confirms amount, fee, net and account, then sends once; success refreshes the balance and follows the withdrawal', async () => {
    let status: 'none' | 'pending' | 'paid' = 'none';
    const props = renderWithdraw(
      () => {
        status = 'pending';
        return withdrawal({ amount: '1000.50', netAmount: '990.50' });
      },
      () => withdrawOptions({ pending: status === 'pending' ? withdrawal() : null, recent: status === 'paid' ? [withdrawal({ status: 'paid' })] : [] }),
    );
    await typeAndSubmit('1000.50');
    expect(confirmDialog).toHaveBeenCalledWith(
      'ยืนยันการถอนเงิน',
      'จำนวน 1,000.50 บาท\nค่าธรรมเนียม 10.00 บาท\nรับสุทธิ 990.50 บาท\nเข้าบัญชี ธนาคารกสิกรไทย xxx-x-x1234-x (สมชาย ใจดี)',
    );
    const [body] = posts(props);
    expect(body?.amount).toBe('1000.50');
    expect(body?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(props.session.refreshBalance).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'รายการถอนล่าสุด' })).toBeInTheDocument();
    expect(screen.getByText('กำลังดำเนินการ ระบบจะอัปเดตสถานะให้อัตโนมัติ')).toBeInTheDocument();
    expect(screen.getByLabelText('จำนวนเงิน')).toHaveValue('');
    // One at a time: the form waits for the pending withdrawal, and says why.
    expect(screen.getByLabelText('จำนวนเงิน')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ถอนเงิน' })).toHaveAccessibleDescription('ถอนได้ครั้งละหนึ่งรายการ ถอนใหม่ได้เมื่อรายการที่รอดำเนินการเสร็จแล้ว');

    status = 'paid';
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getByText('โอนเงินเข้าบัญชีแล้ว')).toBeInTheDocument();
    expect(screen.getByLabelText('จำนวนเงิน')).toBeEnabled();
  });

  it('one request per click: an answer carrying the credit and the options updates the bar and the page from itself', async () => {
    const after = withdrawOptions({ withdrawable: '1345.00', dailyLeft: '47000.00', pending: withdrawal({ amount: '1000.50' }) });
    const props = renderWithdraw(() => ({ ...withdrawal({ amount: '1000.50', netAmount: '990.50' }), credit: '1345.00', options: after }));
    expect(await screen.findByText('2,345.50 บาท')).toBeInTheDocument();
    const before = props.api.calls.length;
    await typeAndSubmit('1000.50');
    expect(props.api.calls.slice(before).map((c) => c.method)).toEqual(['POST']);
    expect(props.session.showCredit).toHaveBeenCalledWith('1345.00');
    expect(props.session.balance.getValue()).toBe('1345.00');
    expect(props.session.refreshBalance).not.toHaveBeenCalled();
    expect(screen.getByText('1,345.00 บาท')).toBeInTheDocument();
    expect(screen.getByText('47,000.00 บาท')).toBeInTheDocument();
  });

  it("keeps the typed amount and shows the API's refusal as text", async () => {
    renderWithdraw(() => {
      throw apiError(422, 'OVER_DAILY_LIMIT', '<script>เกินวงเงินถอนต่อวัน</script>');
    });
    await typeAndSubmit('2000');
    expect(screen.getByText('<script>เกินวงเงินถอนต่อวัน</script>')).toBeInTheDocument();
    expect(document.querySelector('.ms-page script')).toBeNull();
    expect(screen.getByLabelText('จำนวนเงิน')).toHaveValue('2000');
  });

  it('sends one request for a double click', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const props = renderWithdraw(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.change(await screen.findByLabelText('จำนวนเงิน'), { target: { value: '500' } });
    const button = screen.getByRole('button', { name: 'ถอนเงิน' });
    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('button', { name: 'กำลังส่งคำขอ...' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'กำลังส่งคำขอ...' }));
    expect(posts(props)).toHaveLength(1);
    expect(confirmDialog).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer(withdrawal());
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(props.session.refreshBalance).toHaveBeenCalledTimes(1);
  });

  it('reuses the key after a network error, and makes a new one after a success or a refusal', async () => {
    const outcomes: FakeHandler[] = [
      () => {
        throw apiError(0, 'NETWORK', 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้');
      },
      () => {
        throw apiError(504, 'HTTP_504', 'เซิร์ฟเวอร์ขัดข้อง');
      },
      () => withdrawal(),
      () => {
        throw apiError(409, 'PENDING_EXISTS', 'มีรายการถอนที่รอดำเนินการอยู่');
      },
      () => withdrawal({ id: 'w-2' }),
    ];
    const props = renderWithdraw((request) => outcomes[posts(props).length - 1]?.(request));
    await typeAndSubmit('500');
    expect(screen.getByText('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้')).toBeInTheDocument();
    expect(screen.getByLabelText('จำนวนเงิน')).toHaveValue('500');
    expect(screen.getByRole('button', { name: 'ส่งคำขอเดิมอีกครั้ง' })).toBeEnabled();
    await typeAndSubmit('500');
    await typeAndSubmit('500');
    await typeAndSubmit('500');
    await typeAndSubmit('500');
    const keys = posts(props).map((b) => b.idempotencyKey);
    expect(keys).toHaveLength(5);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(keys[4]).not.toBe(keys[3]);
  });

  it('refuses a badly typed amount in Thai without a dialog or a request', async () => {
    const props = renderWithdraw(() => withdrawal());
    await typeAndSubmit('-5');
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณากรอกจำนวนเงินเป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง');
    expect(confirmDialog).not.toHaveBeenCalled();
    expect(posts(props)).toHaveLength(0);
  });

  it("refuses more than the withdrawable amount before the confirmation, in the API's words", async () => {
    const props = renderWithdraw(() => withdrawal());
    await typeAndSubmit('2345.51');
    expect(screen.getByRole('alert')).toHaveTextContent('ยอดเงินที่ถอนได้ไม่พอ');
    expect(confirmDialog).not.toHaveBeenCalled();
    expect(posts(props)).toHaveLength(0);
    expect(screen.getByLabelText('จำนวนเงิน')).toHaveValue('2345.51');
  });

  it('does nothing when the member cancels the confirm dialog', async () => {
    jest.mocked(confirmDialog).mockResolvedValueOnce(false);
    const props = renderWithdraw(() => withdrawal());
    await typeAndSubmit('500');
    expect(posts(props)).toHaveLength(0);
    expect(screen.getByLabelText('จำนวนเงิน')).toHaveValue('500');
  });

  it('follows a pending withdrawal found on load until it is rejected, with the reason as text', async () => {
    let rejected = false;
    renderWithdraw(
      () => withdrawal(),
      () =>
        rejected
          ? withdrawOptions({ recent: [withdrawal({ status: 'rejected', reason: 'บัญชีไม่ตรงกับที่ลงทะเบียน' })] })
          : withdrawOptions({ pending: withdrawal() }),
    );
    expect(await screen.findByText('กำลังดำเนินการ ระบบจะอัปเดตสถานะให้อัตโนมัติ')).toBeInTheDocument();
    rejected = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getByText('รายการถอนไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getAllByText('เหตุผล: บัญชีไม่ตรงกับที่ลงทะเบียน').length).toBeGreaterThan(0);
  });
});

describe('WithdrawPage: turnover outstanding', () => {
  const locked = () => withdrawOptions({ withdrawable: '0.00', turnoverRequired: '10001.55', turnoverMade: '4000.00', turnoverLeft: '6001.55' });

  it('states required / made / left with a progress bar, and disables the amount and the button with the reason', async () => {
    const props = renderWithdraw(() => withdrawal(), locked);
    const notice = await screen.findByRole('region', { name: 'ติดเงื่อนไขเทิร์นโอเวอร์' });
    expect(within(notice).getByText('ต้องทำยอดเล่นอีก 6,001.55 บาท จึงจะถอนเงินได้')).toBeInTheDocument();
    expect(within(notice).getByText('10,001.55 บาท')).toBeInTheDocument();
    expect(within(notice).getByText('4,000.00 บาท')).toBeInTheDocument();
    expect(within(notice).getByText('6,001.55 บาท')).toBeInTheDocument();
    expect(within(notice).getByText(/ต่ำกว่า 1.00 บาท/)).toBeInTheDocument();
    const bar = within(notice).getByRole('progressbar', { name: 'ความคืบหน้ายอดเทิร์นโอเวอร์' });
    expect(bar).toHaveAttribute('aria-valuenow', '39');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', 'ทำแล้ว 4,000.00 จาก 10,001.55 บาท');

    const field = screen.getByLabelText('จำนวนเงิน');
    const button = screen.getByRole('button', { name: 'ถอนเงิน' });
    expect(field).toBeDisabled();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('ต้องทำยอดเล่นอีก 6,001.55 บาท จึงจะถอนเงินได้');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('ต้องทำยอดเล่นอีก 6,001.55 บาท'));
    fireEvent.click(button);
    expect(posts(props)).toEqual([]);
  });

  it('shows no notice and keeps the form open when nothing is outstanding', async () => {
    renderWithdraw(() => withdrawal());
    expect(await screen.findByLabelText('จำนวนเงิน')).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('ติดเงื่อนไขเทิร์นโอเวอร์')).not.toBeInTheDocument();
  });
});
