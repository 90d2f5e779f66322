import type { DepositOptions, DepositPage, SlipSubmitted, StatementPage } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { testApp } from '../app/test-app';
import { one } from '../base/db';
import { defaultWalletSettings } from './settings';
import { slipDescription } from './slips';
import { accountMatches } from './transfers';
import { createDemoSlipVerifier, seededDemoSlips, slipPayload, slipTransRef, type DemoSlip, type SlipVerifier } from './slip-verifier';
import { morning, walletTest } from '../app/testing/wallet';

const slipPath = '/api/v1/wallet/deposit/slip';
const site = defaultWalletSettings.siteAccounts[0] as { bankCode: string; accountNumber: string };
const memberAccount = { bankCode: 'SCB', accountNumber: '407-1-23456-7' };

let refCounter = 0;
function demoSlip(overrides: Partial<DemoSlip> = {}): DemoSlip {
  refCounter += 1;
  return {
    transRef: `TEST${String(refCounter).padStart(16, '0')}`,
    amountSatang: 75_050,
    receiverAccount: { bankCode: site.bankCode, accountNumber: site.accountNumber },
    senderAccount: memberAccount,
    sentAt: morning / 1000,
    ...overrides,
  };
}

async function slipTest(verifier: SlipVerifier = createDemoSlipVerifier(), overrides = {}) {
  const t = await walletTest({ slipVerifier: verifier, ...overrides });
  return { ...t, submit: (reference: unknown) => t.post(slipPath, { reference }) };
}

describe('demo slip format', () => {
  it('is the bank slip mini QR: TLV with the transRef in tag 00.02 and a CRC in tag 91', () => {
    const payload = slipPayload('DEMO2026112300000001');
    expect(payload).toMatch(/^0041000600000101030040220DEMO20261123000000015102TH9104[0-9A-F]{4}$/);
    expect(slipTransRef(payload)).toBe('DEMO2026112300000001');
    expect(slipTransRef('DEMO2026112300000001')).toBe('DEMO2026112300000001');
    // A damaged CRC, a PromptPay request and plain text name no slip.
    expect(slipTransRef(`${payload.slice(0, -1)}${payload.endsWith('0') ? '1' : '0'}`)).toBeNull();
    expect(slipTransRef('00020101021229370016A000000677010111011300668123456785802TH530376463041234')).toBeNull();
    expect(slipTransRef('https://example.com/')).toBeNull();
  });

  it('matches masked slip accounts digit by digit', () => {
    expect(accountMatches({ bankCode: 'SCB', accountNumber: 'xxx-x-x3456-x' }, 'SCB', '4071234567')).toBe(true);
    expect(accountMatches({ bankCode: 'SCB', accountNumber: 'xxx-x-x3457-x' }, 'SCB', '4071234567')).toBe(false);
    expect(accountMatches({ bankCode: 'KTB', accountNumber: '4071234567' }, 'SCB', '4071234567')).toBe(false);
    expect(accountMatches({ bankCode: 'SCB', accountNumber: 'xxx-x-xxxxx-x' }, 'SCB', '4071234567')).toBe(false);
    expect(accountMatches({ bankCode: 'SCB', accountNumber: '407123456' }, 'SCB', '4071234567')).toBe(false);
  });
});

describe('POST /api/v1/wallet/deposit/slip', () => {
  it('needs a bearer token', async () => {
    const t = await slipTest();
    expect((await t.app.inject({ method: 'POST', url: slipPath, payload: { reference: 'DEMO2026112300000001' } })).statusCode).toBe(401);
  });

  it("credits the bank's amount once, as a slip deposit and a ledger deposit row", async () => {
    const verifier = createDemoSlipVerifier();
    const t = await slipTest(verifier);
    const slip = demoSlip();
    const payload = verifier.add(slip);
    const answer = await t.submit(payload);
    expect(answer.statusCode).toBe(201);
    const { credit, options, ...record } = answer.json() as SlipSubmitted;
    expect(record).toMatchObject({ method: 'slip', status: 'credited', amount: '750.50', creditedAmount: '750.50', reason: null });
    expect(await t.balanced()).toEqual({ credit: 150_000 + 75_050, sum: 150_000 + 75_050 });
    // The page needs no other request: the credit is what /credit answers right after, the options are GET's.
    expect(credit).toBe('2250.50');
    expect((await t.get('/api/v1/credit')).json()).toMatchObject({ credit: '2250.50' });
    expect(options).toEqual((await t.get('/api/v1/wallet/deposit')).json());
    expect(options?.recent[0]).toEqual(record);
    const statement = (await t.get('/api/v1/wallet/statement')).json() as StatementPage;
    expect(statement.data[0]).toMatchObject({ kind: 'deposit', amount: '750.50', balanceAfter: '2250.50', description: slipDescription });
    const history = (await t.get('/api/v1/wallet/deposits')).json() as DepositPage;
    expect(history.data[0]).toMatchObject({ id: record.id, method: 'slip' });

    // The same slip again, as a payload or as its bare transRef: refused, nothing written.
    for (const again of [payload, slip.transRef]) {
      const second = await t.submit(again);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ code: 'SLIP_USED', message: 'สลิปนี้ถูกใช้งานไปแล้ว' });
    }
    expect(await t.balanced()).toEqual({ credit: 225_050, sum: 225_050 });
  });

  it('credits exactly one of two concurrent submissions of the same slip', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const demo = createDemoSlipVerifier();
    // Both requests are past the verifier before either writes: the race the primary key settles.
    const slow: SlipVerifier = { verify: async (reference) => (await gate, demo.verify(reference)) };
    const t = await slipTest(slow);
    const payload = demo.add(demoSlip());
    const both = Promise.all([t.submit(payload), t.submit(payload)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const answers = await both;
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await t.balanced()).toEqual({ credit: 225_050, sum: 225_050 });
    expect(await one(t.db, sql`SELECT COUNT(*) AS n FROM deposits WHERE method = 'slip'`)).toEqual({ n: 1 });
  });

  it.each([
    [
      "a receiver that is not the site's",
      { receiverAccount: { bankCode: 'KBANK', accountNumber: '999-9-99999-9' } },
      400,
      'SLIP_RECEIVER',
      'บัญชีผู้รับไม่ใช่บัญชีของเว็บไซต์',
    ],
    [
      "a sender that is not the member's",
      { senderAccount: { bankCode: 'SCB', accountNumber: 'xxx-x-x9999-x' } },
      400,
      'SLIP_SENDER',
      'บัญชีผู้โอนไม่ใช่บัญชีที่ลงทะเบียนไว้ กรุณาโอนจากบัญชีที่ลงทะเบียนเท่านั้น',
    ],
    ['an amount below the minimum', { amountSatang: 9_999 }, 400, 'AMOUNT_BELOW_MIN', 'จำนวนเงินต่ำกว่าขั้นต่ำ (ขั้นต่ำ 100.00 บาท)'],
    ['an amount above the maximum', { amountSatang: 5_000_001 }, 400, 'AMOUNT_ABOVE_MAX', 'จำนวนเงินเกินกว่าที่กำหนด (สูงสุด 50,000.00 บาท ต่อรายการ)'],
  ])('refuses %s, writing nothing', async (_name, overrides, status, code, message) => {
    const verifier = createDemoSlipVerifier();
    const t = await slipTest(verifier);
    const answer = await t.submit(verifier.add(demoSlip(overrides)));
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ code, message });
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
    expect(await one(t.db, sql`SELECT COUNT(*) AS n FROM credited_transfers`)).toEqual({ n: 0 });
  });

  it("accepts a slip paid to the site's PromptPay id, not to another one", async () => {
    const verifier = createDemoSlipVerifier();
    const t = await slipTest(verifier);
    const toPromptPay = { receiverAccount: { bankCode: 'KBANK', accountNumber: '' } };
    const other = await t.submit(verifier.add(demoSlip({ ...toPromptPay, receiverPromptPay: 'xxx-xxx-9999' })));
    expect(other.json()).toMatchObject({ code: 'SLIP_RECEIVER' });
    // The demo PromptPay id is 0612345678.
    const ours = await t.submit(verifier.add(demoSlip({ ...toPromptPay, receiverPromptPay: 'xxx-xxx-5678' })));
    expect(ours.statusCode).toBe(201);
  });

  it('refuses a slip the bank does not know, and answers 503 when the verifier fails', async () => {
    const t = await slipTest();
    const unknown = await t.submit(slipPayload('UNKNOWN0000000000001'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ code: 'SLIP_UNVERIFIED', message: 'ตรวจสอบสลิปไม่ได้ กรุณาแนบสลิปโอนเงินที่ถูกต้อง' });

    const failing = await slipTest({
      verify: () => Promise.reject(new Error('bank API down')),
    });
    const down = await failing.submit('DEMO2026112300000001');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'SLIP_UNVERIFIED' });
    const unavailable = await slipTest({ verify: async () => ({ ok: false, reason: 'unavailable' }) });
    expect((await unavailable.submit('DEMO2026112300000001')).statusCode).toBe(503);
  });

  it('answers hostile input with 400, never 500', async () => {
    const t = await slipTest(createDemoSlipVerifier(), { slipRateLimit: { max: 100, timeWindowMs: 60_000 } });
    const hostile: unknown[] = ['', 'x'.repeat(513), 'มีภาษาไทย', 'a b', '<script>', "'; DROP TABLE used_slips;--", 123, null, ['DEMO'], { $ne: 1 }];
    for (const reference of hostile) {
      const answer = await t.submit(reference);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toHaveProperty('code');
    }
    const extra = await t.post(slipPath, { reference: 'DEMO2026112300000001', amount: '1000' });
    expect(extra.statusCode).toBe(400);
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
  });

  it('accepts the seeded demo slip for the demo member', async () => {
    const t = await walletTest({ slipVerifier: 'demo' });
    const [seeded] = seededDemoSlips(defaultWalletSettings, 0);
    const answer = await t.post(slipPath, { reference: slipPayload((seeded as DemoSlip).transRef) });
    expect(answer.statusCode).toBe(201);
    expect(await t.balanced()).toEqual({ credit: 200_000, sum: 200_000 });
  });

  it.each([
    ['sent 25 hours ago', -25 * 3600, 'สลิปนี้เกินเวลาที่กำหนด (รับเฉพาะสลิปที่โอนภายใน 24 ชั่วโมง)'],
    ['dated 10 minutes in the future', 600, 'สลิปนี้เกินเวลาที่กำหนด: วันเวลาบนสลิปไม่ถูกต้อง'],
  ])('refuses a slip %s (SLIP_EXPIRED), writing nothing', async (_name, offset, message) => {
    const verifier = createDemoSlipVerifier();
    const t = await slipTest(verifier);
    const answer = await t.submit(verifier.add(demoSlip({ sentAt: morning / 1000 + offset })));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'SLIP_EXPIRED', message });
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
    expect(await one(t.db, sql`SELECT COUNT(*) AS n FROM credited_transfers`)).toEqual({ n: 0 });
  });

  it("accepts a slip within the age (and a clock a minute ahead); the age is the operator's", async () => {
    const verifier = createDemoSlipVerifier();
    const t = await slipTest(verifier);
    expect((await t.submit(verifier.add(demoSlip({ sentAt: morning / 1000 - 23 * 3600 })))).statusCode).toBe(201);
    expect((await t.submit(verifier.add(demoSlip({ sentAt: morning / 1000 + 60 })))).statusCode).toBe(201);

    const strict = createDemoSlipVerifier();
    const hourly = await slipTest(strict, { walletSettings: { slipMaxAgeSeconds: 3600 } });
    const options = (await hourly.get('/api/v1/wallet/deposit')).json() as DepositOptions;
    expect(options.slip).toEqual({ enabled: true, maxAgeHours: 1 });
    const old = await hourly.submit(strict.add(demoSlip({ sentAt: morning / 1000 - 3601 })));
    expect(old.json()).toEqual({ code: 'SLIP_EXPIRED', message: 'สลิปนี้เกินเวลาที่กำหนด (รับเฉพาะสลิปที่โอนภายใน 1 ชั่วโมง)' });
  });

  it('is off without a slip verifier: the options say so and a slip is answered 503', async () => {
    const t = await walletTest({ slipVerifier: null });
    const options = (await t.get('/api/v1/wallet/deposit')).json() as DepositOptions;
    expect(options.slip).toEqual({ enabled: false, maxAgeHours: 24 });
    const answer = await t.post(slipPath, { reference: 'DEMO2026112300000001' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ code: 'SLIP_DISABLED', message: 'ขณะนี้ยังไม่เปิดให้ฝากเงินด้วยสลิป กรุณาฝากผ่านพร้อมเพย์หรือโอนผ่านธนาคาร' });
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
  });

  it('is off by default: an API built without options has no demo slips and no slip test route', async () => {
    const { app } = testApp({ enableTestRoutes: true });
    const made = await app.inject({
      method: 'POST',
      url: '/api/test/slips',
      payload: { transRef: 'E2E00000000000000009', amount: '300', username: '0812345678' },
    });
    expect(made.statusCode).toBe(404);
  });

  it('is rate limited per address', async () => {
    const t = await slipTest(createDemoSlipVerifier(), { slipRateLimit: { max: 2, timeWindowMs: 60_000 } });
    await t.submit('UNKNOWN0000000000001');
    await t.submit('UNKNOWN0000000000001');
    const third = await t.submit('UNKNOWN0000000000001');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it("sets demo slips through the test route, the sender from a member's registered account", async () => {
    const t = await slipTest(undefined, { enableTestRoutes: true });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/test/slips',
      payload: { transRef: 'E2E00000000000000001', amount: '300', username: '0812345678' },
    });
    expect(made.statusCode).toBe(200);
    const { payload } = made.json() as { payload: string };
    expect(slipTransRef(payload)).toBe('E2E00000000000000001');
    expect((await t.submit(payload)).statusCode).toBe(201);
    expect(await t.balanced()).toEqual({ credit: 180_000, sum: 180_000 });
  });
});
