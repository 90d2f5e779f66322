import type { DepositOptions, DepositRecord, PromptPayRequest, StatementPage, WithdrawOptions } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, exec } from '../base/db';
import { formatSatang, displaySatang } from '../base/money';
import { addBets } from '../rebates/store';
import { postLedger } from '../ledger/ledger';
import { createDemoSlipVerifier } from '../wallet/slip-verifier';
import { defaultWalletSettings } from '../wallet/settings';
import { freshKey, walletTest, type WalletTest } from '../app/testing/wallet';
import { bonusFor, defaultPromotionRules, turnoverFor, type PromotionRule } from './rules';

// Deposit promotions and the turnover lock (ADR 0013), through the API as a member and the
// operator meet them. The demo member starts with 1,500.00 (an opening adjustment) and no deposit.

const welcome = defaultPromotionRules[0] as PromotionRule;
const daily = defaultPromotionRules[1] as PromotionRule;
const choosePath = '/api/v1/wallet/deposit/promotion';

const choose = (t: WalletTest, promotionId: unknown) => t.post(choosePath, { promotionId });
const options = async (t: WalletTest) => (await t.get('/api/v1/wallet/deposit')).json() as DepositOptions;
const withdrawOptions = async (t: WalletTest) => (await t.get('/api/v1/wallet/withdraw')).json() as WithdrawOptions;
const withdraw = (t: WalletTest, amount: string) => t.post('/api/v1/wallet/withdraw', { amount, idempotencyKey: freshKey() });

/** A PromptPay request the operator credits; answers the credited record and its payAmount in satang. */
async function promptPayDeposit(t: WalletTest, amount: string): Promise<{ record: DepositRecord; paid: number }> {
  const request = (await t.post('/api/v1/wallet/deposit/promptpay', { amount })).json() as PromptPayRequest;
  const record = (await t.operator(`/api/operator/deposits/${request.id}/credit`)).json() as DepositRecord;
  return { record, paid: satangOf(request.payAmount) };
}

/** "500.37" → 50037 (test arithmetic on the wire's two-decimal strings). */
const satangOf = (money: string): number => Number(money.replace('.', ''));

function ledgerOf(t: WalletTest): Promise<{ kind: string; amount_satang: number; reference: string | null; description: string }[]> {
  return all(t.db, sql`SELECT kind, amount_satang, reference, description FROM ledger WHERE member_id = ${t.memberId} ORDER BY id`);
}

async function bet(t: WalletTest, stakeSatang: number, settledAt: number): Promise<void> {
  await addBets(t.db, [{ memberId: t.memberId, game: 'Roma', provider: 'Joker', category: 'slot', stakeSatang, payoutSatang: 0, settledAt }]);
}

describe('promotion rules (satang and basis points)', () => {
  it('gives floor(deposit × rate), at most the cap, nothing under the minimum deposit', () => {
    expect(bonusFor(welcome, 50_037)).toBe(50_037);
    expect(bonusFor(welcome, 300_000)).toBe(100_000);
    expect(bonusFor(welcome, 9_999)).toBe(0);
    expect(bonusFor(daily, 12_345)).toBe(1_234);
    expect(bonusFor(daily, 600_000)).toBe(50_000);
    expect(turnoverFor(welcome, 50_000, 50_000)).toBe(500_000);
    expect(turnoverFor(daily, 100_000, 10_000)).toBe(330_000);
  });
});

describe('eligibility and the choice', () => {
  it('offers the welcome and the daily promotion, terms spelled out, until a deposit is credited', async () => {
    const t = await walletTest();
    const first = await options(t);
    expect(first.promotionChoice).toBeNull();
    expect(first.promotions[0]?.turnoverText).toBe('ต้องทำยอดเทิร์นโอเวอร์ 5 เท่า ของยอดฝาก+โบนัส ก่อนถอน');
    expect(first.promotions).toEqual([
      // The banner's id and title (games/catalogue.ts), the terms the member accepts.
      expect.objectContaining({ id: 'promo-welcome', title: 'โบนัสสมาชิกใหม่ 100%', bonusRate: '100%', maxBonus: '1000.00', minDeposit: '100.00' }),
      expect.objectContaining({ id: 'promo-daily', bonusRate: '10%', maxBonus: '500.00', turnoverMultiplier: 3 }),
    ]);

    await promptPayDeposit(t, '200');
    expect((await options(t)).promotions).toEqual([]);
    // The next Bangkok day (10:00 → 00:30 tomorrow) the daily one is back; the welcome one never.
    t.advance(14.5 * 60 * 60);
    expect((await options(t)).promotions.map((p) => p.id)).toEqual(['promo-daily']);
  });

  it('stores one choice, shows it on return, and null takes it back', async () => {
    const t = await walletTest();
    const chosen = await choose(t, 'promo-welcome');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ promotionId: 'promo-welcome' });
    expect((await options(t)).promotionChoice).toBe('promo-welcome');
    await choose(t, 'promo-daily');
    expect((await options(t)).promotionChoice).toBe('promo-daily');
    expect((await choose(t, null)).json()).toEqual({ promotionId: null });
    expect((await options(t)).promotionChoice).toBeNull();
  });

  it('refuses an unknown id, a malformed one and one the member may no longer take, in Thai', async () => {
    const t = await walletTest();
    const unknown = await choose(t, 'promo-nothing');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ code: 'PROMOTION_UNKNOWN', message: 'ไม่พบโปรโมชั่นที่เลือก' });
    for (const bad of [42, '', '<script>', undefined]) {
      const answer = await t.post(choosePath, bad === undefined ? {} : { promotionId: bad });
      expect(answer.statusCode).toBe(400);
      expect((answer.json() as { message: string }).message).toMatch(/^ข้อมูลไม่ถูกต้อง|ไม่พบโปรโมชั่น/);
    }
    await promptPayDeposit(t, '100');
    const late = await choose(t, 'promo-welcome');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'PROMOTION_NOT_ELIGIBLE', message: 'คุณไม่เข้าเงื่อนไขรับโปรโมชั่นนี้แล้ว' });
    expect((await t.app.inject({ method: 'POST', url: choosePath, payload: { promotionId: null } })).statusCode).toBe(401);
  });
});

describe('the bonus, posted with the deposit whichever way it is credited', () => {
  it('PromptPay credited by the operator: deposit + bonus rows, the record says so, the choice is consumed', async () => {
    const t = await walletTest();
    await choose(t, 'promo-welcome');
    const { record, paid } = await promptPayDeposit(t, '500');
    expect(record.promotion).toEqual({ title: 'โบนัสสมาชิกใหม่ 100%', bonus: record.creditedAmount, note: null });
    const rows = (await ledgerOf(t)).slice(-2);
    expect(rows).toEqual([
      { kind: 'deposit', amount_satang: paid, reference: record.id, description: 'ฝากเงินผ่าน PromptPay' },
      { kind: 'bonus', amount_satang: paid, reference: record.id, description: 'โบนัส โบนัสสมาชิกใหม่ 100%' },
    ]);
    expect(await t.balanced()).toEqual({ credit: 150_000 + 2 * paid, sum: 150_000 + 2 * paid });
    const after = await options(t);
    expect(after.promotionChoice).toBeNull();
    expect(after.recent[0]?.promotion?.bonus).toBe(record.creditedAmount);

    const statement = (await t.get('/api/v1/wallet/statement')).json() as StatementPage;
    expect(statement.data[0]).toMatchObject({ kind: 'bonus', description: 'โบนัส โบนัสสมาชิกใหม่ 100%' });
  });

  it('a bank-statement line (operator) pays the bonus too, capped at the maximum', async () => {
    const t = await walletTest();
    await choose(t, 'promo-welcome');
    const request = (await t.post('/api/v1/wallet/deposit/promptpay', { amount: '3000' })).json() as PromptPayRequest;
    const line = await t.operator('/api/operator/bank-statement', {
      transRef: 'PROMO000000000000002',
      fromBank: 'SCB',
      fromAccount: '4071234567',
      amount: request.payAmount,
    });
    expect(line.json()).toMatchObject({ matched: true, deposit: { promotion: { bonus: '1000.00', note: null } } });
    expect((await ledgerOf(t)).at(-1)).toMatchObject({ kind: 'bonus', amount_satang: 100_000, reference: request.id });
    const balance = await t.balanced();
    expect(balance.credit).toBe(balance.sum);
  });

  it('a slip pays the daily bonus, capped, in the same answer', async () => {
    const verifier = createDemoSlipVerifier();
    const t = await walletTest({ slipVerifier: verifier });
    await choose(t, 'promo-daily');
    const site = defaultWalletSettings.siteAccounts[0] as { bankCode: string; accountNumber: string };
    const payload = verifier.add({
      transRef: 'PROMO000000000000001',
      amountSatang: 600_000,
      receiverAccount: site,
      senderAccount: { bankCode: 'SCB', accountNumber: '4071234567' },
      sentAt: t.nowSeconds(),
    });
    const answer = await t.post('/api/v1/wallet/deposit/slip', { reference: payload });
    expect(answer.statusCode).toBe(201);
    expect((answer.json() as DepositRecord).promotion).toEqual({ title: 'ฝากรายวันรับ 10%', bonus: '500.00', note: null });
    expect(await t.balanced()).toEqual({ credit: 150_000 + 600_000 + 50_000, sum: 150_000 + 600_000 + 50_000 });
    expect((await withdrawOptions(t)).turnoverRequired).toBe(formatSatang((600_000 + 50_000) * 3));
  });

  it("under the promotion's minimum: credited without bonus, the choice dropped, the record says why", async () => {
    const rules = [{ ...welcome, minDepositSatang: 20_000 }];
    const t = await walletTest({ walletSettings: { promotions: rules } });
    await choose(t, 'promo-welcome');
    const { record, paid } = await promptPayDeposit(t, '150');
    expect(record.promotion).toEqual({ title: 'โบนัสสมาชิกใหม่ 100%', bonus: '0.00', note: 'ไม่ได้รับโบนัส: ยอดฝากต่ำกว่าขั้นต่ำของโปรโมชั่น (200.00 บาท)' });
    expect((await ledgerOf(t)).filter((r) => r.kind === 'bonus')).toEqual([]);
    expect((await t.balanced()).credit).toBe(150_000 + paid);
    expect((await options(t)).promotionChoice).toBeNull();
    expect((await withdrawOptions(t)).turnoverLeft).toBe('0.00');
  });

  it('is one transaction with the deposit: when the promotion step fails, nothing of the deposit is written', async () => {
    const t = await walletTest();
    await choose(t, 'promo-welcome');
    const request = (await t.post('/api/v1/wallet/deposit/promptpay', { amount: '500' })).json() as PromptPayRequest;
    await exec(t.db, 'DROP TABLE turnover_locks');
    expect((await t.operator(`/api/operator/deposits/${request.id}/credit`)).statusCode).toBe(500);
    expect((await options(t)).openRequest?.id).toBe(request.id);
    expect((await ledgerOf(t)).map((r) => r.kind)).toEqual(['adjustment']);
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
  });
});

describe('the turnover lock', () => {
  async function lockedByWelcome(t: WalletTest): Promise<{ paid: number; required: number; at: number }> {
    await choose(t, 'promo-welcome');
    const { record, paid } = await promptPayDeposit(t, '1000');
    return { paid, required: (paid + 100_000) * 5, at: Date.parse(record.settledAt as string) / 1000 };
  }

  it('blocks withdrawal with TURNOVER_REQUIRED and what is left, until rounds since then cover it', async () => {
    const t = await walletTest();
    const { paid, required, at } = await lockedByWelcome(t);
    const locked = await withdrawOptions(t);
    expect(locked).toMatchObject({ withdrawable: '0.00', turnoverMade: '0.00' });
    expect(locked.turnoverRequired).toBe(locked.turnoverLeft);
    expect(satangOf(locked.turnoverRequired)).toBe(required);

    const refused = await withdraw(t, '100');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'TURNOVER_REQUIRED', message: `ยังทำยอดเทิร์นโอเวอร์ไม่ครบ เหลืออีก ${displaySatang(required)} บาท` });
    expect((await t.balanced()).credit).toBe(150_000 + paid + 100_000);

    // A round from before the lock does not count; rounds after it do.
    await bet(t, 500_000, at - 60);
    await bet(t, 400_000, at + 60);
    const part = await withdrawOptions(t);
    expect(part).toMatchObject({ withdrawable: '0.00', turnoverMade: '4000.00' });
    expect(satangOf(part.turnoverLeft)).toBe(required - 400_000);

    await bet(t, required - 400_000, at + 120);
    const open = await withdrawOptions(t);
    expect(open).toMatchObject({ turnoverLeft: '0.00', withdrawable: formatSatang(150_000 + paid + 100_000) });
    expect((await withdraw(t, '100')).statusCode).toBe(201);
  });

  it('voids a lock whose credit fell below 1.00 when new money arrives ("เครดิตหมด ยกเลิกเทิร์น")', async () => {
    const t = await walletTest();
    const { at } = await lockedByWelcome(t);
    // The member played the credit away (the provider's wallet, here an adjustment) down to 0.99.
    await postLedger(t.db, {
      memberId: t.memberId,
      kind: 'adjustment',
      amountSatang: 99 - (await t.balanced()).credit,
      description: 'ทดสอบ',
      nowSeconds: at + 60,
    });
    expect((await withdrawOptions(t)).turnoverLeft).not.toBe('0.00');
    t.advance(120);
    const { paid } = await promptPayDeposit(t, '300');
    expect(await withdrawOptions(t)).toMatchObject({ turnoverLeft: '0.00', turnoverRequired: '0.00' });
    expect((await t.balanced()).credit).toBe(99 + paid);
  });

  it('keeps a lock whose credit is 1.00 or more, and a new promotion extends it', async () => {
    const t = await walletTest();
    const { required } = await lockedByWelcome(t);
    t.advance(15 * 60 * 60);
    await choose(t, 'promo-daily');
    const { paid } = await promptPayDeposit(t, '1000');
    const extended = await withdrawOptions(t);
    const dailyBonus = Math.floor(paid / 10);
    expect(satangOf(extended.turnoverRequired)).toBe(required + (paid + dailyBonus) * 3);
    expect(extended.withdrawable).toBe('0.00');
  });
});
