import { expect, signInViaApi, test } from '../support/fixtures';

/** One history for the whole page (ADR 0036): every root routes with react-router on the shell's navigator. */
test.describe('one router across remotes', () => {
  test('a link in the games remote opens a wallet page without a reload; back returns to where the member was', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 560 });
    await signInViaApi(page);
    await page.goto('/playgame');
    const deposit = page.getByRole('main').getByRole('link', { name: 'ฝากเงิน' });
    await expect(deposit).toBeVisible();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Scrolled, with the link still below the sticky top bar, where a member can tap it (a link
    // under the bar would make the click scroll the page first).
    const link = await deposit.boundingBox();
    const bar = await page.getByRole('banner').boundingBox();
    await page.mouse.wheel(0, Math.floor((link?.y ?? 0) - (bar?.height ?? 0) - 16));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const before = await page.evaluate(() => window.scrollY);

    await deposit.click();
    await expect(page).toHaveURL(/\/topup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ฝากเงิน' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/playgame$/);
    await expect(deposit).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'ฝากเงิน' })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("a remote's useParams reads the route's parameter: /sport/{provider} opens the lobby on that provider", async ({ page }) => {
    await signInViaApi(page);
    await page.goto('/sport/sport-golden-goal');
    await expect(page.getByRole('button', { name: 'Golden Goal' })).toHaveAttribute('aria-pressed', 'true');
    // Another parameter from a link of the shell's own chrome: the same remote page follows.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'เมนูเกม' }).getByRole('link', { name: 'คาสิโนสด' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'คาสิโนสด' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Golden Goal' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('a ticket typed and not sent is not lost to a tap elsewhere: leaving asks, and staying keeps it', async ({ page }) => {
    await signInViaApi(page);
    await page.goto('/profile');
    // The profile leads to the account's pages that no menu names.
    await page.getByRole('navigation', { name: 'เมนูบัญชี' }).getByRole('link', { name: 'ตั๋วของฉัน' }).click();
    const message = page.getByLabel('ข้อความ');
    await message.fill('ยอดฝากยังไม่เข้า');
    const ask = page.getByRole('dialog', { name: 'ออกจากหน้านี้หรือไม่?' });

    // A menu link: asked; staying keeps the page and the text.
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'คืนยอดเสีย' }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'อยู่ต่อ' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/ticket$/);
    await expect(message).toHaveValue('ยอดฝากยังไม่เข้า');

    // Back: the step is held while it asks; leaving takes it.
    await page.goBack();
    await expect(ask).toBeVisible();
    await expect(page).toHaveURL(/\/ticket$/);
    await ask.getByRole('button', { name: 'ออกจากหน้านี้' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ข้อมูลส่วนตัว' })).toBeVisible();

    // Nothing typed: no question.
    await page.goForward();
    await expect(message).toHaveValue('');
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'คืนยอดเสีย' }).click();
    await expect(page).toHaveURL(/\/cashback$/);
    await expect(ask).toHaveCount(0);
  });
});
