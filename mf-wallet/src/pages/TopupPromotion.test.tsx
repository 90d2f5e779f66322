import { act, fireEvent, screen, within } from '@testing-library/react';
import { apiPaths, type PromotionChoice } from '@member-site/shared';
import { createFakeApi, createPageProps, failWith, renderPage } from '@member-site/shared/testing';
import { dailyPromotion, deposit, depositOptions, openRequest, welcomePromotion } from '../testing/fixtures';
import TopupPage from './TopupPage';

// "รับโปรโมชั่น" on /Topup: terms before acceptance, nothing stored until accepted, the stored
// choice shown on return, a refusal keeping the selection.

function renderTopup(answers: Parameters<typeof createFakeApi>[0]) {
  const props = createPageProps({ page: 'topup', api: createFakeApi(answers) });
  renderPage(<TopupPage />, props);
  return props;
}

const chosenBodies = (props: ReturnType<typeof renderTopup>) =>
  props.api.calls.filter((c) => c.path === apiPaths.promotionChoose).map((c) => c.body as PromotionChoice);

describe('TopupPage: deposit promotion', () => {
  it('offers the eligible promotions and "ไม่รับโปรโมชั่น" (chosen by default) above the deposit ways', async () => {
    renderTopup({ [apiPaths.depositOptions]: () => depositOptions({ promotions: [welcomePromotion, dailyPromotion] }) });
    const section = await screen.findByRole('region', { name: 'รับโปรโมชั่น' });
    expect(within(section).getByRole('radio', { name: 'ไม่รับโปรโมชั่น' })).toBeChecked();
    expect(within(section).getByRole('radio', { name: /โบนัสสมาชิกใหม่ 100%/ })).not.toBeChecked();
    expect(within(section).getByRole('radio', { name: /ฝากรายวันรับ 10%/ })).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'เงื่อนไขโปรโมชั่น' })).not.toBeInTheDocument();
    expect(section.compareDocumentPosition(screen.getByRole('tablist', { name: 'วิธีฝากเงิน' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows the terms, turnover included, before anything is stored; accepting stores it', async () => {
    let saved: string | null = null;
    const props = renderTopup({
      [apiPaths.depositOptions]: () => depositOptions({ promotions: [welcomePromotion, dailyPromotion] }),
      [apiPaths.promotionChoose]: (request) => {
        saved = (request.body as PromotionChoice).promotionId;
        return { promotionId: saved };
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /โบนัสสมาชิกใหม่ 100%/ }));
    const terms = screen.getByRole('region', { name: 'เงื่อนไขโปรโมชั่น' });
    expect(within(terms).getByText('100%')).toBeInTheDocument();
    expect(within(terms).getByText('1,000.00 บาท')).toBeInTheDocument();
    expect(within(terms).getByText('100.00 บาท')).toBeInTheDocument();
    expect(within(terms).getByText('ต้องทำยอดเทิร์นโอเวอร์ 5 เท่า ของยอดฝาก+โบนัส ก่อนถอน')).toBeInTheDocument();
    expect(chosenBodies(props)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'ยอมรับเงื่อนไขและรับโปรโมชั่น' }));
    expect(await screen.findByText('เลือก "โบนัสสมาชิกใหม่ 100%" แล้ว โบนัสจะเข้าพร้อมยอดฝากครั้งถัดไป')).toBeInTheDocument();
    expect(chosenBodies(props)).toEqual([{ promotionId: 'promo-welcome' }]);
    expect(saved).toBe('promo-welcome');
    expect(screen.queryByRole('button', { name: 'ยอมรับเงื่อนไขและรับโปรโมชั่น' })).not.toBeInTheDocument();
  });

  it('shows the stored choice as chosen on return, and taking none back needs a confirmation', async () => {
    const props = renderTopup({
      [apiPaths.depositOptions]: () => depositOptions({ promotions: [welcomePromotion, dailyPromotion], promotionChoice: 'promo-daily' }),
      [apiPaths.promotionChoose]: () => ({ promotionId: null }),
    });
    expect(await screen.findByRole('radio', { name: /ฝากรายวันรับ 10%/ })).toBeChecked();
    expect(screen.getByText('เลือก "ฝากรายวันรับ 10%" แล้ว โบนัสจะเข้าพร้อมยอดฝากครั้งถัดไป')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'ไม่รับโปรโมชั่น' }));
    expect(chosenBodies(props)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันไม่รับโปรโมชั่น' }));
    expect(await screen.findByText('ไม่รับโปรโมชั่นสำหรับการฝากครั้งถัดไป')).toBeInTheDocument();
    expect(chosenBodies(props)).toEqual([{ promotionId: null }]);
  });

  it('a refusal is shown in Thai and the selection stays', async () => {
    renderTopup({
      [apiPaths.depositOptions]: () => depositOptions({ promotions: [welcomePromotion] }),
      [apiPaths.promotionChoose]: failWith(409, 'PROMOTION_NOT_ELIGIBLE', 'คุณไม่เข้าเงื่อนไขรับโปรโมชั่นนี้แล้ว'),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /โบนัสสมาชิกใหม่ 100%/ }));
    fireEvent.click(screen.getByRole('button', { name: 'ยอมรับเงื่อนไขและรับโปรโมชั่น' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('คุณไม่เข้าเงื่อนไขรับโปรโมชั่นนี้แล้ว');
    expect(screen.getByRole('radio', { name: /โบนัสสมาชิกใหม่ 100%/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'ยอมรับเงื่อนไขและรับโปรโมชั่น' })).toBeEnabled();
  });

  it('is not shown when no promotion is open to the member', async () => {
    renderTopup({ [apiPaths.depositOptions]: () => depositOptions() });
    expect(await screen.findByRole('tab', { name: 'พร้อมเพย์ QR' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'รับโปรโมชั่น' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('reads the promotions again once the deposit is credited: the consumed choice and the welcome offer are gone', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z') });
    let credited = false;
    renderTopup({
      [apiPaths.depositOptions]: () =>
        credited
          ? depositOptions({ recent: [deposit({ id: 'pp-1', status: 'credited', creditedAmount: '500.37' })], promotions: [dailyPromotion] })
          : depositOptions({ openRequest, promotions: [welcomePromotion, dailyPromotion], promotionChoice: 'promo-welcome' }),
    });
    expect(await screen.findByRole('radio', { name: /โบนัสสมาชิกใหม่ 100%/ })).toBeChecked();
    credited = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByText('ฝากเงินสำเร็จ เครดิตเข้าบัญชีแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /โบนัสสมาชิกใหม่ 100%/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ไม่รับโปรโมชั่น' })).toBeChecked();
    jest.useRealTimers();
  });
});
