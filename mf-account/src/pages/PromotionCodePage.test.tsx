import { act, fireEvent, screen, within } from '@testing-library/react';
import { apiPaths, type PromotionCodeRedemption } from '@member-site/shared';
import { createFakeApi, createPageProps, failWith, renderPage, type FakeHandler } from '@member-site/shared/testing';
import PromotionCodePage from './PromotionCodePage';

const hostile = '<img src=x onerror=alert(1)>';
const earlier: PromotionCodeRedemption = { code: 'LOYKRATHONG', amount: '100.00', redeemedAt: '2026-11-20T02:00:00.000Z' };
const welcome: PromotionCodeRedemption = { code: 'WELCOME50', amount: '50.00', redeemedAt: '2026-11-23T03:00:00.000Z' };

function renderCodes(redeem: FakeHandler, list: PromotionCodeRedemption[] = [earlier]) {
  const api = createFakeApi({ [apiPaths.promotionCodes]: () => ({ data: list }), [apiPaths.promotionCodeRedeem]: redeem });
  const props = createPageProps({ page: 'promotion-code', path: '/promotioncode', api });
  renderPage(<PromotionCodePage />, props);
  return props;
}

const posts = (props: ReturnType<typeof renderCodes>) => props.api.calls.filter((c) => c.method === 'POST').map((c) => c.body);
const field = () => screen.getByLabelText('โค้ดโปรโมชั่น');

async function redeem(code: string) {
  fireEvent.change(await screen.findByLabelText('โค้ดโปรโมชั่น'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'ใช้โค้ด' }));
  await act(async () => {
    await Promise.resolve();
  });
}

describe('PromotionCodePage', () => {
  it('lists the redeemed codes with bonus and Thai date', async () => {
    renderCodes(() => welcome);
    expect(screen.getByRole('heading', { level: 1, name: 'โค้ดโปรโมชั่น' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    expect(within(list).getByText('LOYKRATHONG')).toBeInTheDocument();
    expect(within(list).getByText('โบนัส 100.00 THB')).toBeInTheDocument();
    expect(within(list).getByText('วันที่ใช้ 20 พ.ย. 2569 09:00')).toBeInTheDocument();
  });

  it('redeems a code trimmed in capitals, says so, refreshes the balance bar and lists it first', async () => {
    const props = renderCodes(() => welcome);
    await redeem('  welcome50 ');
    expect(posts(props)).toEqual([{ code: 'WELCOME50' }]);
    expect(await screen.findByRole('status')).toHaveTextContent('ใช้โค้ด WELCOME50 สำเร็จ ได้รับโบนัส 50.00 บาท เข้ากระเป๋าโบนัสแล้ว');
    // The answer is the bare redemption: the balance is read again.
    expect(props.session.refreshBalance).toHaveBeenCalledTimes(1);
    expect(props.session.showCredit).not.toHaveBeenCalled();
    expect(field()).toHaveValue('');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([expect.stringContaining('WELCOME50'), expect.stringContaining('LOYKRATHONG')]);
  });

  it('one request per submit: an answer carrying the credit and the bonus wallet updates the bar from itself', async () => {
    const props = renderCodes(() => ({ ...welcome, credit: '1200.00', bonusWallet: '170.50' }));
    await screen.findByRole('list');
    const before = props.api.calls.length;
    await redeem('WELCOME50');
    expect(await screen.findByRole('status')).toHaveTextContent('ใช้โค้ด WELCOME50 สำเร็จ ได้รับโบนัส 50.00 บาท เข้ากระเป๋าโบนัสแล้ว');
    expect(props.api.calls.slice(before).map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${apiPaths.promotionCodeRedeem}`]);
    expect(props.session.showCredit).toHaveBeenCalledWith('1200.00', '170.50');
    expect(props.session.bonusWallet.getValue()).toBe('170.50');
    expect(props.session.refreshBalance).not.toHaveBeenCalled();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')[0]).toHaveTextContent('WELCOME50');
  });

  it("shows the API's refusal under the field as text and keeps what was typed", async () => {
    const props = renderCodes(failWith(404, 'PROMO_CODE_UNKNOWN', `ไม่พบโค้ดโปรโมชั่นนี้ ${hostile}`));
    await redeem(hostile);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`ไม่พบโค้ดโปรโมชั่นนี้ ${hostile}`);
    expect(document.querySelector('img')).toBeNull();
    expect(field()).toHaveValue(hostile);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(expect.stringContaining('ไม่พบโค้ดโปรโมชั่นนี้'));
    expect(props.session.refreshBalance).not.toHaveBeenCalled();
  });

  it('the already-used refusal is said as the API words it', async () => {
    renderCodes(failWith(409, 'PROMO_CODE_USED', 'คุณใช้โค้ดโปรโมชั่นนี้ไปแล้ว'));
    await redeem('WELCOME50');
    expect(await screen.findByRole('alert')).toHaveTextContent('คุณใช้โค้ดโปรโมชั่นนี้ไปแล้ว');
    expect(field()).toHaveValue('WELCOME50');
  });

  it('asks for a code before sending, and refuses one too long, sending nothing', async () => {
    const props = renderCodes(() => welcome, []);
    expect(await screen.findByText('ยังไม่เคยใช้โค้ดโปรโมชั่น')).toBeInTheDocument();
    await redeem('   ');
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณากรอกโค้ดโปรโมชั่น');
    await redeem('A'.repeat(65));
    expect(screen.getByRole('alert')).toHaveTextContent('โค้ดยาวได้ไม่เกิน 64 ตัวอักษร');
    expect(posts(props)).toEqual([]);
  });

  it('sends once when clicked twice while the first is on its way', async () => {
    let release: () => void = () => undefined;
    const props = renderCodes(() => new Promise((resolve) => (release = () => resolve(welcome))));
    fireEvent.change(await screen.findByLabelText('โค้ดโปรโมชั่น'), { target: { value: 'WELCOME50' } });
    const button = screen.getByRole('button', { name: 'ใช้โค้ด' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'กำลังตรวจสอบโค้ด...' })).toBeDisabled();
    await act(async () => {
      release();
      await Promise.resolve();
    });
    expect(posts(props)).toHaveLength(1);
  });
});
