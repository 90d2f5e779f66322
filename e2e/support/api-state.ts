import type { APIRequestContext } from '@playwright/test';
import { e2eOperatorKey, e2eStack } from './stack-env';

/** Server state for tests, through the reference API's test routes (on only in the e2e stack). */
export async function setSiteSettings(
  request: APIRequestContext,
  settings: { registerMode?: string; contactUrl?: string; contactUrl2?: string; themeTitle?: string; themeLogo?: string },
): Promise<void> {
  const answer = await request.post(`${e2eStack.apiUrl}/api/test/settings`, { data: settings });
  if (!answer.ok()) throw new Error(`settings not changed: ${answer.status()} ${await answer.text()}`);
}

/**
 * The one-time code the API "sent" to a phone (its stand-in for an SMS gateway). Like a member
 * waiting for the SMS, it waits up to 10 s: under load the request may still be on its way.
 */
export async function latestOtp(request: APIRequestContext, phone: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await request.get(`${e2eStack.apiUrl}/api/test/otp/latest?phone=${phone}`);
    if (answer.ok()) return ((await answer.json()) as { code: string }).code;
    if (answer.status() !== 404 || Date.now() > deadline) throw new Error(`no code for ${phone}: ${answer.status()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A phone number no other test uses: 09 + 8 digits from the clock and a counter. */
let counter = 0;
export function freshPhone(): string {
  counter += 1;
  return `09${String((Date.now() * 10 + counter) % 1e8).padStart(8, '0')}`;
}

/** A bank account number no other test uses (10 digits). */
export function freshAccount(): string {
  counter += 1;
  return String((Date.now() * 10 + counter) % 1e10).padStart(10, '1');
}

/** A member of the test's own (KBANK account, credit 0), so no other test shares its balance or requests. */
export async function newMember(
  request: APIRequestContext,
  account: { accountName?: string } = {},
): Promise<{ username: string; password: string; bankAccount: string }> {
  const member = { username: freshPhone(), password: 'Member@2026', bankAccount: freshAccount() };
  const answer = await request.post(`${e2eStack.apiUrl}/api/test/members`, { data: { ...member, ...account } });
  if (!answer.ok()) throw new Error(`member not created: ${answer.status()} ${await answer.text()}`);
  return member;
}

/**
 * Staff reset the member's password (the API's own reset, through its test route: this suite has
 * no staff session): every session of the member ends; answers the temporary password staff
 * would hand over. The member must choose a new one at the next sign-in (ADR 0050).
 */
export async function resetPassword(request: APIRequestContext, username: string): Promise<string> {
  const answer = await request.post(`${e2eStack.apiUrl}/api/test/members/${username}/password-reset`);
  if (!answer.ok()) throw new Error(`password not reset: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { temporaryPassword: string }).temporaryPassword;
}

/** Ends an open PromptPay request's time now, as fifteen minutes passing would. */
export async function expireDeposit(request: APIRequestContext, id: string): Promise<void> {
  const answer = await request.post(`${e2eStack.apiUrl}/api/test/deposits/${id}/expire`);
  if (!answer.ok()) throw new Error(`deposit not expired: ${answer.status()}`);
}

/** Sets a member's credit (the next credit poll shows it). */
export async function setCredit(request: APIRequestContext, username: string, credit: string): Promise<void> {
  const answer = await request.post(`${e2eStack.apiUrl}/api/test/members/${username}/credit`, { data: { credit } });
  if (!answer.ok()) throw new Error(`credit not set: ${answer.status()}`);
}

/** Makes the API give these answers to the next lotto / hotgraph / game logins (null clears). */
export async function setGameAnswers(
  request: APIRequestContext,
  answers: Partial<Record<'lotto' | 'hotgraph' | 'game', { code: number; url?: string; Url?: string; message?: string } | null>>,
): Promise<void> {
  const answer = await request.post(`${e2eStack.apiUrl}/api/test/game-answers`, { data: answers });
  if (!answer.ok()) throw new Error(`game answers not set: ${answer.status()}`);
}

/** Sets how many lucky-wheel spins a member has left today, and optionally where the next one stops. */
export async function setSpins(request: APIRequestContext, username: string, spins: number, nextSegment?: number): Promise<void> {
  const answer = await request.post(`${e2eStack.apiUrl}/api/test/members/${username}/spins`, { data: { spins, nextSegment } });
  if (!answer.ok()) throw new Error(`spins not set: ${answer.status()}`);
}

/** What the earlier member service (played by the API) answers next; null goes back to checking. */
export async function setMemberServiceAnswer(request: APIRequestContext, answer: { code: number; message?: string } | null): Promise<void> {
  const response = await request.post(`${e2eStack.apiUrl}/api/test/member-service-answer`, { data: { answer } });
  if (!response.ok()) throw new Error(`member-service answer not set: ${response.status()}`);
}

/** An operator call of the reference API (X-Operator-Key); throws with the answer on a refusal. */
async function operatorCall(request: APIRequestContext, path: string, data?: object): Promise<unknown> {
  const answer = await request.post(`${e2eStack.apiUrl}${path}`, { headers: { 'X-Operator-Key': e2eOperatorKey }, data: data ?? {} });
  if (!answer.ok()) throw new Error(`operator ${path} refused: ${answer.status()} ${await answer.text()}`);
  return answer.json();
}

/** The money of a PromptPay request arrived: credits it (the member's credit goes up). */
export async function creditDeposit(request: APIRequestContext, id: string): Promise<void> {
  await operatorCall(request, `/api/operator/deposits/${encodeURIComponent(id)}/credit`);
}

/** What the API answers to a bank-statement line: credited, or why not. */
export interface StatementAnswer {
  matched: boolean;
  deposit: { id: string; status: string; creditedAmount: string | null } | null;
  reason: 'alreadyCredited' | 'noMember' | 'ambiguous' | 'depositLimit' | 'restricted' | null;
  /** A transfer that cannot be credited now waits for the operator. */
  held: { id: string; status: string; reason: string; member: string | null } | null;
}

/**
 * A line of the site account's bank statement (the operator's feed): a transfer in, with the
 * bank's transaction reference and the sending account (bank code, number possibly masked). It
 * credits the open PromptPay request asking for exactly its amount, sent from that member's account.
 */
export async function bankStatementLine(
  request: APIRequestContext,
  line: { transRef: string; fromBank: string; fromAccount: string; amount: string },
): Promise<StatementAnswer> {
  return (await operatorCall(request, '/api/operator/bank-statement', line)) as StatementAnswer;
}

/** The operator sent a withdrawal's money. */
export async function payWithdrawal(request: APIRequestContext, id: string): Promise<void> {
  await operatorCall(request, `/api/operator/withdrawals/${encodeURIComponent(id)}/pay`);
}

/** The operator refused a withdrawal (its amount goes back to the credit); the reason is shown to the member. */
export async function rejectWithdrawal(request: APIRequestContext, id: string, reason = 'ข้อมูลบัญชีไม่ถูกต้อง'): Promise<void> {
  await operatorCall(request, `/api/operator/withdrawals/${encodeURIComponent(id)}/reject`, { reason });
}

/**
 * Tells the demo bank about a transfer (the reference API's demo slip verifier); answers the
 * slip's QR payload. The sender is the member's registered account unless `sender` is given.
 */
export async function addDemoSlip(
  request: APIRequestContext,
  slip: { transRef: string; amount: string; username?: string; sender?: { bankCode: string; accountNumber: string } },
): Promise<string> {
  const answer = await request.post(`${e2eStack.apiUrl}/api/test/slips`, { data: slip });
  if (!answer.ok()) throw new Error(`demo slip not added: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { payload: string }).payload;
}

/** Support answers a ticket (and closes it when asked). */
export async function replyToTicket(request: APIRequestContext, id: string, message: string, close = false): Promise<void> {
  await operatorCall(request, `/api/operator/tickets/${encodeURIComponent(id)}/reply`, { message, close });
}

/** Rounds a member played (as the game provider would report them); they move no credit (ADR 0012). */
export async function addBets(
  request: APIRequestContext,
  username: string,
  bets: { game: string; provider: string; stake: string; payout: string; at: string }[],
): Promise<void> {
  const answer = await request.post(`${e2eStack.apiUrl}/api/test/members/${username}/bets`, { data: { bets } });
  if (!answer.ok()) throw new Error(`bets not added: ${answer.status()} ${await answer.text()}`);
}
