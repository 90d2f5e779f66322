import { bankStatementLine, setCredit } from '../support/api-state';
import { expect, signInViaApi, test } from '../support/fixtures';

// Issue 22: once a deposit is credited, the top bar's balance follows within 3 s on every member
// page (the reference API's capability balance-changes), not at the next 60 s credit check. Uses
// the viewbet demo member, whose credit is set back to 0 afterwards.
const viewbet = { username: '0899999999', password: 'Viewbet@1234' };
/** viewbet's registered account as a bank statement shows it. */
const viewbetAccount = { fromBank: 'KTB', fromAccount: 'xxx-x-x3456-x' };

test.afterEach(async ({ request }) => {
  await setCredit(request, viewbet.username, '0');
});

test('a transfer credited while the member reads another page shows in the top bar within 3 s', async ({ page, request }) => {
  await setCredit(request, viewbet.username, '0');
  await signInViaApi(page, viewbet);
  await page.goto('/profile');
  await expect(page.getByTestId('balance')).toHaveText('0.00 THB');
  // The member transfers from the registered account with no QR first; the statement feed sends the line.
  const line = await bankStatementLine(request, { transRef: `E2EFOLLOW${String(Date.now()).padStart(13, '0')}`, ...viewbetAccount, amount: '250.00' });
  expect(line).toMatchObject({ matched: true, deposit: { method: 'transfer', status: 'credited' } });
  await expect(page.getByTestId('balance')).toHaveText('250.00 THB', { timeout: 3_000 });
  // Another page, another credit: the same.
  await page.goto('/cashback');
  await expect(page.getByTestId('balance')).toHaveText('250.00 THB');
  const second = await bankStatementLine(request, { transRef: `E2EFOLLOW${String(Date.now() + 1).padStart(13, '0')}`, ...viewbetAccount, amount: '50.00' });
  expect(second).toMatchObject({ matched: true });
  await expect(page.getByTestId('balance')).toHaveText('300.00 THB', { timeout: 3_000 });
});
