import { fireEvent, screen } from '@testing-library/react';
import { apiPaths } from '@member-site/shared';
import { createFakeApi, createPageProps, failWith, renderPage } from '@member-site/shared/testing';
import { readSlipQr } from '../features/deposit/slip/read-slip-qr';
import { dailyPromotion, deposit, depositOptions, welcomePromotion } from '../testing/fixtures';
import TopupPage from './TopupPage';

// The decoder (createImageBitmap + canvas + jsQR) is the browser's: the e2e spec reads a real PNG.
jest.mock('../features/deposit/slip/read-slip-qr', () => ({ readSlipQr: jest.fn() }));

const slipPayload = '0041000600000101030040220DEMO20261123000000015102TH9104CB57';
const slipFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'slip.png', { type: 'image/png' });

beforeEach(() => jest.mocked(readSlipQr).mockReset());

async function openSlipTab(answers: Parameters<typeof createFakeApi>[0], options = depositOptions()) {
  const props = createPageProps({ page: 'topup', api: createFakeApi({ [apiPaths.depositOptions]: () => options, ...answers }) });
  renderPage(<TopupPage />, props);
  fireEvent.click(await screen.findByRole('tab', { name: 'แนบสลิป' }));
  const input = screen.queryByLabelText('รูปสลิปโอนเงิน');
  return { props, input: input as HTMLElement };
}

describe('TopupPage: slip upload', () => {
  it('reads the QR locally, sends only its text, shows the credited amount and refreshes the balance', async () => {
    jest.mocked(readSlipQr).mockResolvedValue(slipPayload);
    const { props, input } = await openSlipTab({
      [apiPaths.slipSubmit]: () => deposit({ id: 'slip-1', method: 'slip', status: 'credited', amount: '1250.50', creditedAmount: '1250.50' }),
    });
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('tabpanel', { name: 'แนบสลิป' })).toBeVisible();
    const file = slipFile();
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบสลิป' }));

    expect(await screen.findByText('ฝากเงินสำเร็จ เครดิตเข้าบัญชี 1,250.50 บาท')).toBeInTheDocument();
    expect(readSlipQr).toHaveBeenCalledWith(file);
    expect(props.api.post).toHaveBeenCalledWith(apiPaths.slipSubmit, { reference: slipPayload });
    // The answer is the bare record: the balance is read again.
    expect(props.session.refreshBalance).toHaveBeenCalledTimes(1);
    expect(props.session.showCredit).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('one request per click: an answer carrying the credit and the options updates the bar and the promotions from itself', async () => {
    jest.mocked(readSlipQr).mockResolvedValue(slipPayload);
    const record = deposit({ id: 'slip-1', method: 'slip', status: 'credited', amount: '1250.50', creditedAmount: '1250.50' });
    const after = depositOptions({ recent: [record], promotions: [dailyPromotion], credit: '3596.00' });
    const { props, input } = await openSlipTab(
      { [apiPaths.slipSubmit]: () => ({ ...record, credit: '3596.00', options: after }) },
      depositOptions({ promotions: [welcomePromotion, dailyPromotion], promotionChoice: 'promo-welcome' }),
    );
    expect(screen.getByRole('radio', { name: /โบนัสสมาชิกใหม่ 100%/ })).toBeChecked();
    const before = props.api.calls.length;
    fireEvent.change(input, { target: { files: [slipFile()] } });
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบสลิป' }));

    expect(await screen.findByText('ฝากเงินสำเร็จ เครดิตเข้าบัญชี 1,250.50 บาท')).toBeInTheDocument();
    expect(props.api.calls.slice(before).map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${apiPaths.slipSubmit}`]);
    expect(props.session.showCredit).toHaveBeenCalledWith('3596.00');
    expect(props.session.balance.getValue()).toBe('3596.00');
    expect(props.session.refreshBalance).not.toHaveBeenCalled();
    // The consumed choice and the welcome offer are gone, from the answer's options.
    expect(screen.queryByRole('radio', { name: /โบนัสสมาชิกใหม่ 100%/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ไม่รับโปรโมชั่น' })).toBeChecked();
  });

  it('shows a refusal as text, keeps the file chosen and lets the member retry', async () => {
    jest.mocked(readSlipQr).mockResolvedValue(slipPayload);
    let first = true;
    const { props, input } = await openSlipTab({
      [apiPaths.slipSubmit]: (request) => {
        if (first) {
          first = false;
          return failWith(409, 'SLIP_USED', '<b>สลิปนี้ถูกใช้งานไปแล้ว</b>')(request);
        }
        return deposit({ method: 'slip', status: 'credited', amount: '500.00', creditedAmount: '500.00' });
      },
    });
    fireEvent.change(input, { target: { files: [slipFile()] } });
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบสลิป' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('<b>สลิปนี้ถูกใช้งานไปแล้ว</b>');
    expect(document.querySelector('b')).toBeNull();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(props.session.refreshBalance).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบสลิป' }));
    expect(await screen.findByText('ฝากเงินสำเร็จ เครดิตเข้าบัญชี 500.00 บาท')).toBeInTheDocument();
    expect(readSlipQr).toHaveBeenCalledTimes(2);
    expect(props.session.refreshBalance).toHaveBeenCalledTimes(1);
  });

  it('says so when the image has no QR code, or cannot be read, and sends nothing', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { props, input } = await openSlipTab({});
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบสลิป' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('กรุณาเลือกรูปสลิปโอนเงิน');

    jest.mocked(readSlipQr).mockResolvedValueOnce(null);
    fireEvent.change(input, { target: { files: [slipFile()] } });
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบสลิป' }));
    expect(await screen.findByText('ไม่พบ QR code ในสลิป')).toBeInTheDocument();

    jest.mocked(readSlipQr).mockRejectedValueOnce(new Error('ChunkLoadError'));
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบสลิป' }));
    expect(await screen.findByText('อ่านรูปสลิปไม่ได้ กรุณาเลือกไฟล์รูปภาพอีกครั้ง')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('[mf-wallet] E5'), expect.any(Error));
    expect(props.api.post).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('tells the member how old a slip may be, as the API says', async () => {
    await openSlipTab({}, depositOptions({ slip: { enabled: true, maxAgeHours: 6 } }));
    expect(screen.getByRole('tabpanel', { name: 'แนบสลิป' })).toHaveTextContent('รับเฉพาะสลิปที่โอนภายใน 6 ชั่วโมง จากบัญชีที่ลงทะเบียนเท่านั้น');
  });

  it('says slip upload is off when the API has no slip verifier, and offers no upload', async () => {
    const { props, input } = await openSlipTab({}, depositOptions({ slip: { enabled: false, maxAgeHours: 24 } }));
    const panel = screen.getByRole('tabpanel', { name: 'แนบสลิป' });
    expect(panel).toHaveTextContent('ขณะนี้ยังไม่เปิดให้ฝากเงินด้วยสลิป');
    expect(input).toBeNull();
    expect(screen.queryByRole('button', { name: 'ตรวจสอบสลิป' })).toBeNull();
    expect(props.api.post).not.toHaveBeenCalled();
  });
});
