import type { Page, Request } from '@playwright/test';
import { apiPaths } from '@member-site/shared/checks';
import { bankStatementLine, newMember, payWithdrawal, rejectWithdrawal, setCredit } from '../support/api-state';
import { expect, signInViaApi, test } from '../support/fixtures';
import { e2eStack } from '../support/stack-env';

// Issue 38 (ADR 0062): the reference API pushes the member's balance and notices on one event
// stream per browser (capability balance-push). A credit the operator makes shows in the balance
// bar within a second; a paid or rejected withdrawal and an answered ticket show as a Thai notice
// on any member page; an idle page asks nothing but the spec's 60 s polls. Each test has a member
// of its own (KBANK account, credit 0).

const streamPath = '/api/v1/wallet/balance-stream';
/** The spec's polls (section 9): the credit with the bonus wallet, and the event log, every 60 s. */
const specPolls = new Set<string>([apiPaths.credit, apiPaths.wallet, apiPaths.eventLog]);

let transfers = 0;
/** A transfer from the member's registered account, credited by the operator's statement feed. */
async function operatorCredits(request: Parameters<typeof bankStatementLine>[0], member: { bankAccount: string }, amount: string): Promise<void> {
  transfers += 1;
  const transRef = `E2EPUSH${String(Date.now()).slice(-9)}${String(transfers).padStart(4, '0')}`;
  const line = await bankStatementLine(request, { transRef, fromBank: 'KBANK', fromAccount: member.bankAccount, amount });
  expect(line).toMatchObject({ matched: true, deposit: { status: 'credited' } });
}

/** Resolves once the page (or any page of its browser) has opened the event stream. */
function streamOpened(page: Page): Promise<Request> {
  return page.context().waitForEvent('request', (request) => new URL(request.url()).pathname === streamPath);
}

test('a credit made by the operator shows in the balance bar of /profile and /deposit-withdraw within 1 s', async ({ page, request }) => {
  const member = await newMember(request);
  await signInViaApi(page, member);
  for (const [path, heading, credit, total] of [
    ['/profile', 'ข้อมูลส่วนตัว', '250.00', '250.00 THB'],
    ['/deposit-withdraw', 'ประวัติฝาก-ถอน', '50.00', '300.00 THB'],
  ] as const) {
    const opened = streamOpened(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await opened;
    await expect(page.getByTestId('balance')).not.toHaveText('—');
    await operatorCredits(request, member, credit);
    await expect(page.getByTestId('balance')).toHaveText(total, { timeout: 1_000 });
  }
});

test('a paid and a rejected withdrawal show as Thai notices on the page the member is on', async ({ page, request }) => {
  const member = await newMember(request);
  await setCredit(request, member.username, '1000');
  const token = await signInViaApi(page, member);
  const withdraw = async (amount: string): Promise<string> => {
    const answer = await request.post(`${e2eStack.apiUrl}${apiPaths.withdrawCreate}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { amount, idempotencyKey: `e2e-push-${Date.now()}-${amount}` },
    });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { id: string }).id;
  };
  const opened = streamOpened(page);
  await page.goto('/cashback');
  await opened;
  await payWithdrawal(request, await withdraw('300'));
  const paid = page.getByRole('listitem').filter({ hasText: 'ถอนเงินสำเร็จ' });
  await expect(paid).toContainText('โอนเงิน 300.00 บาท เข้าบัญชีของท่านแล้ว', { timeout: 1_000 });

  await rejectWithdrawal(request, await withdraw('200'), 'ชื่อบัญชีไม่ตรง <b>กับ</b> ชื่อสมาชิก');
  const rejected = page.getByRole('listitem').filter({ hasText: 'รายการถอนไม่สำเร็จ' });
  await expect(rejected).toContainText('รายการถอน 200.00 บาท ไม่สำเร็จ คืนเงินเข้ายอดคงเหลือแล้ว เหตุผล: ชื่อบัญชีไม่ตรง <b>กับ</b> ชื่อสมาชิก');
  await expect(page.getByTestId('balance')).toHaveText('700.00 THB');
  await rejected.getByRole('button', { name: 'ปิดการแจ้งเตือน' }).click();
  await expect(rejected).toHaveCount(0);
  await expect(paid).toBeVisible();
});

test('the tabs of one browser share one stream; when its tab closes, another takes it over', async ({ page, request }) => {
  const member = await newMember(request);
  await signInViaApi(page, member);
  const streams: Request[] = [];
  page.context().on('request', (sent) => {
    if (new URL(sent.url()).pathname === streamPath) streams.push(sent);
  });
  const opened = streamOpened(page);
  await page.goto('/profile');
  await opened;
  const other = await page.context().newPage();
  await other.goto('/cashback');
  await expect(other.getByTestId('balance')).toHaveText('0.00 THB');
  await operatorCredits(request, member, '120.00');
  await expect(page.getByTestId('balance')).toHaveText('120.00 THB', { timeout: 1_000 });
  await expect(other.getByTestId('balance')).toHaveText('120.00 THB', { timeout: 1_000 });
  expect(streams).toHaveLength(1);

  const takenOver = streamOpened(other);
  await page.close();
  expect(new URL((await takenOver).url()).searchParams.get('lastEventId')).toMatch(/^[0-9]+$/);
  await operatorCredits(request, member, '30.00');
  await expect(other.getByTestId('balance')).toHaveText('150.00 THB', { timeout: 1_000 });
  expect(streams).toHaveLength(2);
});

test("an idle member page asks nothing for 60 s but the spec's polls", async ({ page, request }) => {
  const member = await newMember(request);
  await signInViaApi(page, member);
  await page.clock.install();
  const opened = streamOpened(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'ข้อมูลส่วนตัว' })).toBeVisible();
  await opened;
  // The start's own loads (the other remotes, prefetched once the page is idle) come first.
  await page.clock.runFor(5_000);
  await page.waitForLoadState('networkidle');
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.clock.runFor(60_000);
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => !specPolls.has(path))).toEqual([]);
  // The spec's own rhythm went on: one credit check in the minute.
  expect(asked.filter((path) => path === apiPaths.credit)).toHaveLength(1);
});

test('a pending withdrawal on /withdraw turns paid when the operator pays it, with no poll while it waits', async ({ page, request }) => {
  const member = await newMember(request);
  await setCredit(request, member.username, '500');
  const token = await signInViaApi(page, member);
  const answer = await request.post(`${e2eStack.apiUrl}${apiPaths.withdrawCreate}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount: '200', idempotencyKey: `e2e-push-pending-${Date.now()}` },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  await page.clock.install();
  const opened = streamOpened(page);
  await page.goto('/withdraw');
  const followed = page.getByRole('region', { name: 'รายการถอนล่าสุด' });
  await expect(followed.getByRole('status')).toHaveText('กำลังดำเนินการ ระบบจะอัปเดตสถานะให้อัตโนมัติ');
  await (await opened).response();
  // The stream's first event (it comes with the answer) and what it starts are done.
  await page.waitForLoadState('networkidle');
  // Before the stream, the page read its options every 5 s (12 reads a minute); now a minute
  // passes with one read at most: the catch-up when the stream's first event comes after the
  // page's own load (what changed between the two).
  const reads: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === apiPaths.withdrawOptions && sent.method() === 'GET') reads.push(sent.url());
  });
  await page.clock.runFor(60_000);
  expect(reads.length).toBeLessThanOrEqual(1);
  await payWithdrawal(request, id);
  await expect(followed.getByRole('status')).toHaveText('โอนเงินเข้าบัญชีแล้ว', { timeout: 2_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'ถอนเงินสำเร็จ' })).toBeVisible();
});
