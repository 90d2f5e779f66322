import { act, fireEvent, screen } from '@testing-library/react';
import { apiPaths, type RebateClaimRecord, type RebateOffer, type RebatesResponse } from '@member-site/shared';
import { apiError, createFakeApi, createPageProps, failWith, renderPage } from '@member-site/shared/testing';
import CashbackPage from './CashbackPage';
import PayBackPage from './PayBackPage';

const offer = (overrides: Partial<RebateOffer> = {}): RebateOffer => ({
  kind: 'cashback',
  periodFrom: '2026-11-09',
  periodTo: '2026-11-15',
  base: '2000.00',
  rate: '5%',
  cap: '10000.00',
  minimum: '1.00',
  claimable: '100.00',
  claimed: false,
  creditedTo: 'main',
  ...overrides,
});

const claimRecord: RebateClaimRecord = {
  id: 'c-1',
  kind: 'cashback',
  periodFrom: '2026-11-09',
  periodTo: '2026-11-15',
  base: '2000.00',
  amount: '100.00',
  createdAt: '2026-11-21T03:00:00Z',
};

function answers(claimed: boolean): RebatesResponse {
  return {
    cashback: claimed ? offer({ claimed: true, claimable: '0.00' }) : offer(),
    payback: offer({ kind: 'payback', periodFrom: '2026-11-20', periodTo: '2026-11-20', base: '1234.56', rate: '0.5%', cap: '5000.00', claimable: '6.17' }),
    history: { data: claimed ? [claimRecord] : [], page: 1, pageSize: 20, total: claimed ? 1 : 0 },
  };
}

describe('CashbackPage', () => {
  it('shows the amount, the Thai period and how it was computed; claims once and refreshes the balance', async () => {
    let claimed = false;
    let release: () => void = () => undefined;
    const api = createFakeApi({
      [apiPaths.rebates]: () => answers(claimed),
      [apiPaths.rebateClaim]: () =>
        new Promise((resolve) => {
          release = () => {
            claimed = true;
            resolve(claimRecord);
          };
        }),
    });
    const props = createPageProps({ page: 'cashback', api });
    renderPage(<CashbackPage />, props);
    expect(screen.getByRole('heading', { level: 1, name: 'คืนยอดเสีย' })).toBeInTheDocument();
    expect(await screen.findByText('100.00 บาท')).toBeInTheDocument();
    expect(screen.getByText('5% ของยอดเสีย 2,000.00 บาท สูงสุด 10,000.00 บาท')).toBeInTheDocument();
    expect(screen.getByText(/9 พ\.ย\. 2569 – 15 พ\.ย\. 2569/)).toBeInTheDocument();
    expect(screen.getByText(/เข้าเครดิตหลัก/)).toBeInTheDocument();
    expect(api.paths()).toEqual([`${apiPaths.rebates}?kind=cashback&page=1`]);

    const button = screen.getByRole('button', { name: 'รับคืนยอดเสีย' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'กำลังรับยอด…' })).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByText('รับ 100.00 บาท เข้าเครดิตหลักแล้ว')).toBeInTheDocument();
    // The answer is the bare record: the balance is read again.
    expect(props.session.refreshBalance).toHaveBeenCalledTimes(1);
    expect(props.session.showCredit).not.toHaveBeenCalled();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: apiPaths.rebateClaim, body: { kind: 'cashback' } }]);
    // Reloaded: claimed, the button off, the claim in the history.
    expect(await screen.findByText('รับยอดรอบนี้แล้ว')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'รับคืนยอดเสีย' })).toBeDisabled();
    expect(screen.getByRole('list', { name: 'ประวัติการรับ' })).toHaveTextContent('+100.00');
  });

  it('the claim, then the offers read again: an answer carrying the credit updates the bar from itself, with no balance read', async () => {
    let claimed = false;
    const api = createFakeApi({
      [apiPaths.rebates]: () => answers(claimed),
      [apiPaths.rebateClaim]: () => {
        claimed = true;
        return { ...claimRecord, credit: '1445.50' };
      },
    });
    const props = createPageProps({ page: 'cashback', api });
    renderPage(<CashbackPage />, props);
    fireEvent.click(await screen.findByRole('button', { name: 'รับคืนยอดเสีย' }));
    expect(await screen.findByText('รับยอดรอบนี้แล้ว')).toBeInTheDocument();
    expect(screen.getByText('รับ 100.00 บาท เข้าเครดิตหลักแล้ว')).toBeInTheDocument();
    expect(props.session.showCredit).toHaveBeenCalledWith('1445.50');
    expect(props.session.balance.getValue()).toBe('1445.50');
    expect(props.session.refreshBalance).not.toHaveBeenCalled();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET ${apiPaths.rebates}?kind=cashback&page=1`,
      `POST ${apiPaths.rebateClaim}`,
      `GET ${apiPaths.rebates}?kind=cashback&page=1`,
    ]);
  });

  it('shows the API’s Thai refusal when the claim was already made elsewhere', async () => {
    const api = createFakeApi({
      [apiPaths.rebates]: () => answers(false),
      [apiPaths.rebateClaim]: failWith(409, 'REBATE_CLAIMED', 'รับยอดนี้ไปแล้ว'),
    });
    const props = createPageProps({ page: 'cashback', api });
    renderPage(<CashbackPage />, props);
    fireEvent.click(await screen.findByRole('button', { name: 'รับคืนยอดเสีย' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('รับยอดนี้ไปแล้ว');
    expect(props.session.refreshBalance).not.toHaveBeenCalled();
  });

  it('disables the button when there is nothing to claim', async () => {
    const api = createFakeApi({ [apiPaths.rebates]: () => ({ ...answers(false), cashback: offer({ base: '0.00', claimable: '0.00' }) }) });
    renderPage(<CashbackPage />, createPageProps({ page: 'cashback', api }));
    expect(await screen.findByText('0.00 บาท')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'รับคืนยอดเสีย' })).toBeDisabled();
    expect(screen.getByText('ยังไม่มียอดให้รับในรอบนี้')).toBeInTheDocument();
  });

  it('shows a Thai error with a retry when the offers fail to load', async () => {
    const api = createFakeApi({ [apiPaths.rebates]: () => Promise.reject(apiError(500, 'HTTP_500', 'ระบบขัดข้อง กรุณาลองใหม่')) });
    renderPage(<CashbackPage />, createPageProps({ page: 'cashback', api }));
    expect(await screen.findByText('ระบบขัดข้อง กรุณาลองใหม่')).toBeInTheDocument();
    api.answer(apiPaths.rebates, () => answers(false));
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('100.00 บาท')).toBeInTheDocument();
  });
});

describe('PayBackPage', () => {
  it('shows yesterday’s turnover rebate in Thai and claims pay-back', async () => {
    const api = createFakeApi({
      [apiPaths.rebates]: () => answers(false),
      [apiPaths.rebateClaim]: () => ({ ...claimRecord, kind: 'payback', amount: '6.17', periodFrom: '2026-11-20', periodTo: '2026-11-20' }),
    });
    const props = createPageProps({ page: 'pay-back', api });
    renderPage(<PayBackPage />, props);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('6.17 บาท')).toBeInTheDocument();
    expect(screen.getByText('0.5% ของยอดเทิร์นโอเวอร์ 1,234.56 บาท สูงสุด 5,000.00 บาท')).toBeInTheDocument();
    expect(screen.getByText(/20 พ\.ย\. 2569/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'รับค่าคอม' }));
    expect(await screen.findByText('รับ 6.17 บาท เข้าเครดิตหลักแล้ว')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'payback' });
    expect(api.paths()[0]).toBe(`${apiPaths.rebates}?kind=payback&page=1`);
  });
});
