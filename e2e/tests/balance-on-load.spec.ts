import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiPaths } from '@member-site/shared/checks';
import { newMember, setCredit } from '../support/api-state';
import { expect, signInViaApi, submitLoginForm, test } from '../support/fixtures';
import { repoRoot } from '../support/paths';

// Issue 23: after a hard load the top bar shows the balance the member last saw at once, marked
// as being brought up to date, until the spec's first credit call answers; never another member's.

/**
 * Holds every credit call until `release()`, as a slow API would, and the event stream's ticket
 * with them: the stream's first event is the balance's other source (ADR 0062).
 */
async function holdCreditCalls(page: Page): Promise<{ release: () => void; held: () => number }> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let count = 0;
  await page.route(`**${apiPaths.credit}`, async (route) => {
    count += 1;
    await gate;
    await route.continue();
  });
  await page.route(`**${apiPaths.balanceStreamTicket}`, async (route) => {
    await gate;
    await route.continue();
  });
  return { release: open, held: () => count };
}

const balance = (page: Page) => page.getByTestId('balance');
const artifact = (name: string) => path.join(repoRoot, 'e2e/artifacts', name);

test('after a hard load the last balance is shown at once, marked as being updated, until the credit call answers', async ({ page, request }) => {
  const member = await newMember(request);
  await setCredit(request, member.username, '321.00');
  await page.setViewportSize({ width: 390, height: 800 });
  await signInViaApi(page, member);
  await page.goto('/topup');
  await expect(balance(page)).toHaveText('321.00 THB');

  // A credit while the page is open: pushed to the bar (ADR 0062), the balance the member last saw.
  await setCredit(request, member.username, '654.00');
  await expect(balance(page)).toHaveText('654.00 THB');
  const credit = await holdCreditCalls(page);
  await page.reload();
  // Issue 36: a mark the eye sees (a badge, the amount muted), in a place always laid out.
  const mark = page.getByTestId('balance-stale');
  await expect(balance(page)).toHaveText('654.00 THB (กำลังอัปเดต)');
  // The balance moves again while the page's calls are on their way.
  await setCredit(request, member.username, '987.00');
  await expect(balance(page)).toHaveAttribute('aria-busy', 'true');
  await expect(mark).toBeVisible();
  await expect(mark).toHaveText('กำลังอัปเดต');
  await expect.poll(credit.held).toBeGreaterThan(0);
  const muted = await page
    .locator('.balance__label')
    .first()
    .evaluate((label) => getComputedStyle(label).color);
  expect(await balance(page).evaluate((amount) => getComputedStyle(amount).color)).toBe(muted);
  const bar = page.getByRole('region', { name: 'ยอดเงิน' });
  const before = { bar: await bar.boundingBox(), amount: await balance(page).boundingBox() };
  await page.screenshot({ path: artifact('balance-stale-390.png') });
  credit.release();
  await expect(balance(page)).toHaveText('987.00 THB');
  await expect(balance(page)).toHaveAttribute('aria-busy', 'false');
  await expect(mark).toBeHidden();
  expect(await balance(page).evaluate((amount) => getComputedStyle(amount).color)).not.toBe(muted);
  // Nothing moved: the bar keeps its box, the amount its line.
  const after = { bar: await bar.boundingBox(), amount: await balance(page).boundingBox() };
  expect(after.bar).toEqual(before.bar);
  expect({ y: after.amount?.y, height: after.amount?.height }).toEqual({ y: before.amount?.y, height: before.amount?.height });
  await page.screenshot({ path: artifact('balance-confirmed-390.png') });
});

test('a last balance is never shown after a different member signs in on the same browser', async ({ page, request }) => {
  const [first, second] = [await newMember(request), await newMember(request)];
  await setCredit(request, first.username, '777.00');
  await page.goto('/login');
  await submitLoginForm(page, first.username, first.password);
  await expect(page).toHaveURL(/\/playgame$/);
  await page.goto('/topup');
  await expect(balance(page)).toHaveText('777.00 THB');

  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  await page.getByRole('dialog', { name: 'เมนูสมาชิก' }).getByRole('button', { name: 'ออกจากระบบ' }).click();
  await page.locator('.swal2-popup').getByRole('button', { name: 'ตกลง' }).click();
  await expect(page).toHaveURL(/\/$/);

  const credit = await holdCreditCalls(page);
  await page.goto('/login');
  await submitLoginForm(page, second.username, second.password);
  await expect(page).toHaveURL(/\/playgame$/);
  await page.goto('/topup');
  await expect(page.getByTestId('member-name')).toContainText(second.username);
  await expect(balance(page)).toHaveText('—');
  await expect(balance(page)).not.toContainText('777');
  credit.release();
  await expect(balance(page)).toHaveText('0.00 THB');
});
