import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths } from '@member-site/shared/checks';
import { newMember, setCredit } from '../support/api-state';
import { expectNoSeriousViolations } from '../support/a11y';
import { expect, signInViaApi, test } from '../support/fixtures';
import { expectFitsAndSave } from '../support/screens';
import { e2eStack } from '../support/stack-env';

const dialog = (page: Page) => page.locator('.swal2-popup');

/** Asks for a 24-hour break on /setting, up to its first confirmation. */
async function askForBreak(page: Page): Promise<void> {
  await page.goto('/setting');
  const section = page.getByRole('form', { name: 'พักการเล่น' });
  await section.getByRole('radio', { name: '24 ชั่วโมง' }).check();
  await section.getByRole('button', { name: 'พักการเล่น' }).click();
  await expect(dialog(page).locator('.swal2-title')).toHaveText('พักการเล่น 24 ชั่วโมง?');
}

/** Takes a 24-hour break on /setting through both confirmations; answers its end as the page wrote it. */
async function takeBreak(page: Page, request: APIRequestContext, token: string): Promise<string> {
  await askForBreak(page);
  await dialog(page).getByRole('button', { name: 'ตกลง' }).click();
  await expect(dialog(page).locator('.swal2-title')).toHaveText('ยืนยันอีกครั้ง');
  await expect(dialog(page)).toContainText('คุณจะพักการเล่นถึง');
  await dialog(page).getByRole('button', { name: 'ตกลง' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'ขณะนี้คุณพักการเล่นถึง' });
  await expect(notice).toBeVisible();
  const auth = await request.get(`${e2eStack.apiUrl}${apiPaths.auth}`, { headers: { authorization: `Bearer ${token}` } });
  const { restriction } = (await auth.json()) as { restriction: { kind: string; until: string } | null };
  expect(restriction?.kind).toBe('break');
  // 24 hours from now, to the minute (the API's clock is this machine's).
  const until = Date.parse(restriction?.until ?? '');
  expect(Math.abs(until - (Date.now() + 24 * 60 * 60 * 1000))).toBeLessThan(60_000);
  const end = /ถึง (\d{1,2} \S+ \d{4} \d{2}:\d{2}) น\./.exec((await notice.textContent()) ?? '')?.[1];
  expect(end).toBeTruthy();
  return end ?? '';
}

test.describe('safer play', () => {
  test('a 24-hour break: still signed in; games and deposits refused with the end in Thai; a withdrawal still works', async ({ page, request }) => {
    const member = await newMember(request);
    await setCredit(request, member.username, '1500.00');
    const token = await signInViaApi(page, member);
    const end = await takeBreak(page, request, token);
    const refusal = `คุณพักการเล่นถึง ${end} น.`;
    const bearer = { authorization: `Bearer ${token}` };

    // Still signed in, in restricted mode: the change is in the history, the balance is there.
    await page.reload();
    await expect(page.getByRole('table')).toContainText('พักการเล่น');
    await expect(page.getByTestId('balance')).toHaveText(/1,500\.00/);

    // Games: the lobby's tiles are disabled with the reason, the menu says why, the API refuses.
    await page.goto('/casino');
    await expect(page.getByRole('status').filter({ hasText: refusal })).toBeVisible();
    await expect(page.locator('.mg-game button').first()).toBeDisabled();
    await page.getByRole('navigation', { name: 'เมนูเกม' }).getByRole('button', { name: 'กีฬา' }).click();
    await expect(dialog(page)).toContainText(refusal);
    await dialog(page).getByRole('button', { name: 'ตกลง' }).click();
    const launch = await request.post(`${e2eStack.apiUrl}${apiPaths.gameLogin}`, { headers: bearer, data: { gameId: 'slot-01', isMobile: false } });
    expect(launch.status()).toBe(423);
    expect(await launch.json()).toMatchObject({ code: 'RESTRICTED', message: expect.stringContaining(refusal) });

    // Deposits: a notice in place of the ways to deposit; the API refuses a PromptPay request.
    await page.goto('/topup');
    await expect(page.getByRole('heading', { name: 'ฝากเงินไม่ได้ในช่วงพักการเล่น' })).toBeVisible();
    await expect(page.getByText(refusal)).toBeVisible();
    await expect(page.getByRole('button', { name: 'สร้าง QR ฝากเงิน' })).toHaveCount(0);
    const deposit = await request.post(`${e2eStack.apiUrl}${apiPaths.promptPayCreate}`, { headers: bearer, data: { amount: '100' } });
    expect(deposit.status()).toBe(423);
    expect(((await deposit.json()) as { message: string }).message).toContain(refusal);

    // A withdrawal still works: pending, the balance lowered.
    await page.goto('/withdraw');
    await page.getByLabel('จำนวนเงิน').fill('200');
    await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'ตกลง' }).click();
    await expect(page.getByText('รอดำเนินการ').first()).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText(/1,300\.00/);
  });

  test('the reality check appears after its interval, and its three buttons work', async ({ page, request }) => {
    const member = await newMember(request);
    await page.clock.install();
    await signInViaApi(page, member);
    await page.goto('/setting');
    await page.getByLabel('ความถี่ของการเตือน').selectOption({ label: 'ทุก 15 นาที' });
    await page.getByRole('button', { name: 'บันทึกการเตือน' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'บันทึกแล้ว จะเตือนทุก 15 นาที' })).toBeVisible();

    await page.clock.fastForward('10:00');
    await expect(dialog(page)).toHaveCount(0);
    await page.clock.fastForward('05:00');
    await expect(dialog(page).locator('.swal2-title')).toHaveText('เตือนเวลาเล่น');
    await expect(dialog(page)).toContainText('คุณเข้าสู่ระบบมาแล้ว 15 นาที');
    await expect(dialog(page)).toContainText('ผลได้เสียตั้งแต่เข้าสู่ระบบ 0.00 บาท');
    await dialog(page).getByRole('button', { name: 'เล่นต่อ' }).click();
    await expect(dialog(page)).toHaveCount(0);

    await page.clock.fastForward('15:00');
    await dialog(page).getByRole('button', { name: 'ดูประวัติการเล่น' }).click();
    await expect(page).toHaveURL(/\/play-history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ประวัติการเล่น' })).toBeVisible();

    await page.clock.fastForward('15:00');
    await expect(dialog(page)).toContainText('คุณเข้าสู่ระบบมาแล้ว 45 นาที');
    await dialog(page).getByRole('button', { name: 'ออกจากระบบ' }).click();
    await expect(page).toHaveURL(`${e2eStack.shellUrl}/`);
  });
});

test.describe('safer play: accessibility and layout', () => {
  // axe-core injects its own inline styles; CSP is proven by the tests above.
  test.use({ bypassCSP: true });

  test('Settings and the restricted deposit page: no serious axe violations, no overflow at 375 and 1280 px', async ({ page, request }, testInfo) => {
    const member = await newMember(request);
    const token = await signInViaApi(page, member);
    await takeBreak(page, request, token);
    for (const [url, name, heading] of [
      ['/setting', 'setting', 'ตั้งค่า'],
      ['/topup', 'topup-restricted', 'ฝากเงิน'],
    ] as const) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('.ms-spinner')).toHaveCount(0);
        await expectFitsAndSave(page, testInfo, `safer-play-${name}-${width}`);
      }
      await expectNoSeriousViolations(page, '#root', url);
    }
  });
});

test('a member who asked for reduced motion gets the confirmations without their animation', async ({ browser }) => {
  const motion = async (reducedMotion: 'reduce' | 'no-preference') => {
    const context = await browser.newContext({ locale: 'th-TH', serviceWorkers: 'block', reducedMotion });
    const page = await context.newPage();
    await signInViaApi(page, await newMember(page.request));
    await askForBreak(page);
    const animation = await dialog(page).evaluate((popup) => getComputedStyle(popup).animationName);
    await context.close();
    return animation;
  };
  expect(await motion('reduce')).toBe('none');
  expect(await motion('no-preference')).not.toBe('none');
});
