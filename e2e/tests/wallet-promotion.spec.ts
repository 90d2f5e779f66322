import type { APIRequestContext } from '@playwright/test';
import { apiPaths } from '@member-site/shared/checks';
import { addBets, creditDeposit, newMember } from '../support/api-state';
import { expectNoSeriousViolations } from '../support/a11y';
import { expect, signInViaApi, test } from '../support/fixtures';
import { e2eStack } from '../support/stack-env';

// A deposit promotion and its turnover lock, as a new member meets them (ADR 0013): the welcome
// bonus chosen on /Topup with its terms, a PromptPay deposit credited by the operator, the bonus
// in the balance bar, /Withdraw locked until rounds worth the requirement are played. Its own
// member, so no other spec's balance moves.

const satangOf = (amount: string): number => {
  const [baht = '0', fraction = ''] = amount.split('.');
  return Number(baht) * 100 + Number(fraction.padEnd(2, '0'));
};

/** 123456 → "1,234.56", integers only. */
const grouped = (satang: number): string => `${Math.trunc(satang / 100).toLocaleString('en-US')}.${String(satang % 100).padStart(2, '0')}`;

/** 123456 → "1234.56", as the bets route takes an amount. */
const plain = (satang: number): string => grouped(satang).replace(/,/g, '');

test.describe.serial('wallet: deposit promotion and turnover', () => {
  let member = { username: '', password: '' };
  let deposit = 0;

  test.beforeAll(async ({ request }) => {
    member = await newMember(request);
  });

  test('the welcome bonus: terms accepted, then deposit + bonus credited together', async ({ page, request }) => {
    await signInViaApi(page, member);
    await page.goto('/topup');
    await expect(page.getByTestId('balance')).toHaveText('0.00 THB');
    const section = page.getByRole('region', { name: 'รับโปรโมชั่น' });
    await expect(section.getByRole('radio', { name: 'ไม่รับโปรโมชั่น' })).toBeChecked();
    await section.getByRole('radio', { name: /โบนัสสมาชิกใหม่ 100%/ }).check();
    const terms = page.getByRole('region', { name: 'เงื่อนไขโปรโมชั่น' });
    await expect(terms.getByText('ต้องทำยอดเทิร์นโอเวอร์ 5 เท่า ของยอดฝาก+โบนัส ก่อนถอน')).toBeVisible();
    await expect(terms.getByText('1,000.00 บาท')).toBeVisible();
    await page.getByRole('button', { name: 'ยอมรับเงื่อนไขและรับโปรโมชั่น' }).click();
    await expect(section.getByText('เลือก "โบนัสสมาชิกใหม่ 100%" แล้ว โบนัสจะเข้าพร้อมยอดฝากครั้งถัดไป')).toBeVisible();

    // The choice is kept by the API: it is shown as chosen on return.
    await page.reload();
    await expect(page.getByRole('radio', { name: /โบนัสสมาชิกใหม่ 100%/ })).toBeChecked();

    await page.getByLabel('จำนวนเงิน').fill('500');
    const created = page.waitForResponse((r) => r.url().endsWith(apiPaths.promptPayCreate) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'สร้าง QR ฝากเงิน' }).click();
    const { id, payAmount } = (await (await created).json()) as { id: string; payAmount: string };
    deposit = satangOf(payAmount);
    await creditDeposit(request, id);
    await expect(page.getByText('ฝากเงินสำเร็จ เครดิตเข้าบัญชีแล้ว')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('balance')).toHaveText(`${grouped(2 * deposit)} THB`, { timeout: 1_000 });
    // The first deposit is made: neither the welcome nor today's daily bonus is open any more.
    await expect(page.getByRole('region', { name: 'รับโปรโมชั่น' })).toHaveCount(0);

    await page.goto('/account-history');
    await expect(page.getByText('โบนัส โบนัสสมาชิกใหม่ 100%')).toBeVisible();
  });

  test('/Withdraw shows the lock and refuses; rounds worth the requirement unlock it', async ({ page, request }) => {
    const token = await signInViaApi(page, member);
    const required = 2 * deposit * 5;
    await page.goto('/withdraw');
    const notice = page.getByRole('region', { name: 'ติดเงื่อนไขเทิร์นโอเวอร์' });
    await expect(notice.getByText(`ต้องทำยอดเล่นอีก ${grouped(required)} บาท จึงจะถอนเงินได้`)).toBeVisible();
    await expect(notice.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByLabel('จำนวนเงิน')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'ถอนเงิน', exact: true })).toBeDisabled();

    const refused = await request.post(`${e2eStack.apiUrl}${apiPaths.withdrawCreate}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { amount: '100', idempotencyKey: `promo-e2e-${Date.now()}` },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ code: 'TURNOVER_REQUIRED', message: `ยังทำยอดเทิร์นโอเวอร์ไม่ครบ เหลืออีก ${grouped(required)} บาท` });

    const at = new Date().toISOString();
    const half = Math.floor(required / 2);
    await addBets(request, member.username, [{ game: 'Roma', provider: 'Joker', stake: plain(half), payout: '0', at }]);
    await page.reload();
    await expect(notice.getByText(`ต้องทำยอดเล่นอีก ${grouped(required - half)} บาท จึงจะถอนเงินได้`)).toBeVisible();
    await expect(notice.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    await addBets(request, member.username, [{ game: 'บาคาร่า', provider: 'SA Gaming', stake: plain(required - half), payout: '0', at }]);
    await page.reload();
    await expect(page.getByLabel('จำนวนเงิน')).toBeEnabled();
    await expect(page.getByRole('region', { name: 'ติดเงื่อนไขเทิร์นโอเวอร์' })).toHaveCount(0);
    await expect(page.getByText(`${grouped(2 * deposit)} บาท`).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'ถอนเงิน', exact: true })).toBeEnabled();
  });
});

test.describe('wallet: deposit promotion and turnover, accessibility', () => {
  // axe injects its script; the CSP is checked by the tests above.
  test.use({ bypassCSP: true });

  test('the promotion terms on /Topup and the turnover notice on /Withdraw have no serious or critical violations', async ({ page, request }) => {
    const member = await newMember(request);
    const token = await signInViaApi(page, member);
    await page.goto('/topup');
    await page.getByRole('radio', { name: /โบนัสสมาชิกใหม่ 100%/ }).check();
    await expect(page.getByRole('region', { name: 'เงื่อนไขโปรโมชั่น' })).toBeVisible();
    await expectNoSeriousViolations(page, '.remote-area');
    await page.getByRole('button', { name: 'ยอมรับเงื่อนไขและรับโปรโมชั่น' }).click();
    // Stored before the deposit exists, or the deposit would come without the bonus and its lock.
    await expect(page.getByText(/^เลือก "โบนัสสมาชิกใหม่ 100%" แล้ว/)).toBeVisible();
    await creditDeposit(request, await promptPayId(request, token, '300'));
    await page.goto('/withdraw');
    await expect(page.getByRole('progressbar', { name: 'ความคืบหน้ายอดเทิร์นโอเวอร์' })).toBeVisible();
    await expectNoSeriousViolations(page, '.remote-area');
  });
});

async function promptPayId(request: APIRequestContext, token: string, amount: string): Promise<string> {
  const answer = await request.post(`${e2eStack.apiUrl}${apiPaths.promptPayCreate}`, { headers: { authorization: `Bearer ${token}` }, data: { amount } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}
