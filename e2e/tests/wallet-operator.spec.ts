import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths } from '@member-site/shared/checks';
import { bankStatementLine, creditDeposit, payWithdrawal, rejectWithdrawal, setCredit } from '../support/api-state';
import { e2eStack } from '../support/stack-env';

// The e2e stack's operator key and helpers, through the API alone (the wallet pages have their
// own specs). Uses the viewbet demo member so the demo member's balance stays as others expect.
const viewbet = { username: '0899999999', password: 'Viewbet@1234' };
/** viewbet's registered account as a bank statement shows it. */
const viewbetAccount = { fromBank: 'KTB', fromAccount: 'xxx-x-x3456-x' };

test.describe.serial('wallet operator helpers', () => {
  let headers: Record<string, string>;
  const credit = async (request: APIRequestContext) =>
    ((await (await request.get(`${e2eStack.apiUrl}${apiPaths.credit}`, { headers })).json()) as { credit: string }).credit;

  test.beforeAll(async ({ request }) => {
    const login = await request.post(`${e2eStack.apiUrl}${apiPaths.login}`, { data: viewbet });
    headers = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
    await setCredit(request, viewbet.username, '0');
  });

  test.afterAll(async ({ request }) => {
    await setCredit(request, viewbet.username, '0');
  });

  test('creditDeposit credits a PromptPay request with its exact payAmount', async ({ request }) => {
    const created = await request.post(`${e2eStack.apiUrl}${apiPaths.promptPayCreate}`, { headers, data: { amount: '500' } });
    expect(created.status()).toBe(201);
    const { id, payAmount } = (await created.json()) as { id: string; payAmount: string };
    await creditDeposit(request, id);
    expect(await credit(request)).toBe(payAmount);
  });

  test("bankStatementLine credits the request it pays once, and holds a transfer from no member's account", async ({ request }) => {
    await setCredit(request, viewbet.username, '0');
    const created = await request.post(`${e2eStack.apiUrl}${apiPaths.promptPayCreate}`, { headers, data: { amount: '200' } });
    const { id, payAmount } = (await created.json()) as { id: string; payAmount: string };
    const transRef = `E2ESTMT${String(Date.now()).padStart(13, '0')}`;

    // From an account no member registered: held for the operator, nothing credited.
    const stranger = await bankStatementLine(request, { transRef: `${transRef}X`, fromBank: 'KTB', fromAccount: '9999999999', amount: payAmount });
    expect(stranger).toMatchObject({ matched: false, deposit: null, reason: 'noMember', held: { status: 'held', member: null } });
    expect(await credit(request)).toBe('0.00');

    const line = { transRef, ...viewbetAccount, amount: payAmount };
    expect(await bankStatementLine(request, line)).toMatchObject({ matched: true, reason: null, deposit: { id, status: 'credited' } });
    expect(await credit(request)).toBe(payAmount);
    expect(await bankStatementLine(request, line)).toEqual({ matched: false, deposit: null, reason: 'alreadyCredited', held: null });
    expect(await credit(request)).toBe(payAmount);
  });

  test('rejectWithdrawal refunds; payWithdrawal settles', async ({ request }) => {
    await setCredit(request, viewbet.username, '1000.00');
    const ask = async (key: string) =>
      (await (await request.post(`${e2eStack.apiUrl}${apiPaths.withdrawCreate}`, { headers, data: { amount: '300', idempotencyKey: key } })).json()) as {
        id: string;
      };
    const first = await ask(`e2e-reject-${Date.now()}`);
    expect(await credit(request)).toBe('700.00');
    await rejectWithdrawal(request, first.id);
    expect(await credit(request)).toBe('1000.00');
    const second = await ask(`e2e-pay-${Date.now()}`);
    await payWithdrawal(request, second.id);
    expect(await credit(request)).toBe('700.00');
  });
});
