import fc from 'fast-check';
import { sql } from 'kysely';
import { one } from '../base/db';
import { defaultWalletSettings } from './settings';
import { createPromptPay, creditDeposit, openDeposit } from './deposits';
import { creditOf, ledgerSum } from '../ledger/ledger';
import { createWithdrawal, payWithdrawal, pendingWithdrawal, rejectWithdrawal } from './withdrawals';
import { testApp } from '../app/test-app';
import { ApiHttpError } from '../base/errors';
import { choosePromotion, turnoverState } from '../promotions/promotions';
import { addBets } from '../rebates/store';

// Any sequence of deposits credited (with or without a chosen promotion), rounds played,
// withdrawals asked, paid and rejected keeps the invariant: balance == sum(ledger), never
// negative, and no withdrawal passes while turnover is outstanding. Refusals are expected moves.

const amount = fc.oneof(
  fc.integer({ min: 1, max: 6_000_000 }).map((s) => `${Math.trunc(s / 100)}.${String(s % 100).padStart(2, '0')}`),
  fc.constantFrom('100', '0', '50000', '50000.01', '99.99', '1500'),
);

const step = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), amount }),
  fc.record({ op: fc.constant('withdraw' as const), amount }),
  fc.record({ op: fc.constant('pay' as const) }),
  fc.record({ op: fc.constant('reject' as const) }),
  fc.record({ op: fc.constant('wait' as const) }),
  fc.record({ op: fc.constant('choose' as const), id: fc.constantFrom('promo-welcome', 'promo-daily', null) }),
  fc.record({ op: fc.constant('bet' as const), stake: fc.integer({ min: 0, max: 2_000_000 }) }),
);

type Step =
  { op: 'deposit' | 'withdraw'; amount: string } | { op: 'pay' | 'reject' | 'wait' } | { op: 'choose'; id: string | null } | { op: 'bet'; stake: number };

const { promotions } = defaultWalletSettings;

describe('wallet invariant (property)', () => {
  // Sixty runs, each building and migrating an API of its own: far more than Jest's default 5 s.
  it('balance == sum(ledger), never negative, and no withdrawal while turnover is outstanding, after any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps: Step[]) => {
        const { app, db } = testApp();
        await app.ready();
        try {
          const member = (await one<{ id: number; bank_code: string; bank_account: string; account_name: string }>(
            db,
            sql`SELECT id, bank_code, bank_account, account_name FROM members WHERE username = '0812345678'`,
          )) as { id: number; bank_code: string; bank_account: string; account_name: string };
          const account = { bankCode: member.bank_code, bankAccount: member.bank_account, accountName: member.account_name };
          let now = 1_800_000_000;
          let key = 0;
          for (const s of steps) {
            now += 60;
            try {
              if (s.op === 'wait') {
                // Past the PromptPay expiry and into another Bangkok day: expired requests stay uncreditable.
                const open = await openDeposit(db, member.id);
                now += 24 * 60 * 60;
                if (open) await expect(creditDeposit(db, open.id, now, promotions)).rejects.toThrow(/DEPOSIT_CLOSED/);
              } else if (s.op === 'deposit') {
                await createPromptPay(db, defaultWalletSettings, member.id, s.amount, now);
                // Every other deposit is left open, for 'wait' to expire.
                const open = await openDeposit(db, member.id);
                if (open && open.amount_satang % 2 === 0) await creditDeposit(db, open.id, now, promotions);
              } else if (s.op === 'choose') {
                await choosePromotion(db, promotions, member.id, s.id, now);
              } else if (s.op === 'bet') {
                await addBets(db, [{ memberId: member.id, game: 'g', provider: 'p', category: 'slot', stakeSatang: s.stake, payoutSatang: 0, settledAt: now }]);
              } else if (s.op === 'withdraw') {
                key += 1;
                const locked = (await turnoverState(db, member.id)).leftSatang > 0;
                await createWithdrawal(db, defaultWalletSettings, {
                  memberId: member.id,
                  account,
                  amountText: s.amount,
                  idempotencyKey: `k${key}`,
                  nowSeconds: now,
                });
                if (locked) return false;
              } else {
                const pending = await pendingWithdrawal(db, member.id);
                if (pending && s.op === 'pay') await payWithdrawal(db, pending.id, now);
                if (pending && s.op === 'reject') await rejectWithdrawal(db, pending.id, 'ทดสอบ', now);
              }
            } catch (error) {
              if (!(error instanceof ApiHttpError) || error.statusCode >= 500) throw error;
            }
            const credit = await creditOf(db, member.id);
            if (credit !== (await ledgerSum(db, member.id)) || credit < 0) return false;
          }
          return true;
        } finally {
          await app.close();
          await db.destroy();
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
