import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { one, run, transaction, type Db } from '../base/db';
import { creditDeposit, expireDeposits, openDeposit } from './deposits';
import { walletErrors } from '../ledger/errors';
import { applyDepositPromotion } from '../promotions/promotions';
import { postLedger } from '../ledger/ledger';
import type { DepositRow, RegisteredAccount } from './records';
import type { WalletSettings } from './settings';
import type { SlipVerifier, VerifiedSlip } from './slip-verifier';
import { checkDepositLimit } from '../limits/store';
import { limitErrors } from '../limits/errors';
import { accountMatches, creditedRequestWithoutTransfer, numberMatches, recordTransfer, sameTransferOtherWay, transferCredited } from './transfers';

// Slip upload: a transfer the automatic matching missed, credited once the bank (the verifier)
// says what it was. Only the slip's QR text comes in; the amount credited is the bank's.

export const slipDescription = 'ฝากเงินด้วยสลิปโอนเงิน';

/** A bank's clock and ours may differ a little: a slip dated up to this far ahead is still taken. */
export const slipClockSkewSeconds = 5 * 60;

/** Refuses a slip sent longer ago than the site accepts, or dated in the future. */
function checkSlipTime(slip: VerifiedSlip, settings: WalletSettings, nowSeconds: number): void {
  if (slip.sentAt > nowSeconds + slipClockSkewSeconds) throw walletErrors.slipFuture();
  if (slip.sentAt < nowSeconds - settings.slipMaxAgeSeconds) throw walletErrors.slipExpired(settings.slipMaxAgeSeconds);
}

/** Paid into one of the site's accounts, or to its PromptPay id (a PromptPay QR's transfer). */
function paidToSite(slip: VerifiedSlip, settings: WalletSettings): boolean {
  if (slip.receiverPromptPay !== undefined && numberMatches(slip.receiverPromptPay, settings.promptPayId)) return true;
  return settings.siteAccounts.some((site) => accountMatches(slip.receiverAccount, site.bankCode, site.accountNumber));
}

async function verified(verifier: SlipVerifier, reference: string, log: (error: unknown) => void): Promise<VerifiedSlip> {
  let answer;
  try {
    answer = await verifier.verify(reference);
  } catch (error) {
    log(error);
    throw walletErrors.slipUnavailable();
  }
  if (!answer.ok && answer.reason === 'unavailable') {
    if (answer.detail) log(new Error(answer.detail));
    throw walletErrors.slipUnavailable();
  }
  if (!answer.ok) throw walletErrors.slipUnknown();
  return answer;
}

export interface SlipSubmission {
  memberId: number;
  account: RegisteredAccount | null;
  reference: string;
  nowSeconds: number;
  /** Where a verifier's own failure goes ([api] E9). */
  log: (error: unknown) => void;
}

/**
 * Verifies the slip and credits it: refused when its transfer was credited before (by a slip or a
 * statement line), sent outside the accepted time, paid to an account that is not the site's,
 * sent from one that is not the member's, unknown to the bank, or outside the deposit limits.
 * The deposit, the credited transfer and the ledger row are one transaction; the transfer's
 * primary key makes the second of two racing submissions SLIP_USED with nothing written.
 */
export async function submitSlip(db: Db, settings: WalletSettings, verifier: SlipVerifier, input: SlipSubmission): Promise<DepositRow> {
  const { account } = input;
  if (!account) throw walletErrors.noBankAccount();
  const slip = await verified(verifier, input.reference, input.log);
  if (await transferCredited(db, slip.transRef)) throw walletErrors.slipUsed();
  checkSlipTime(slip, settings, input.nowSeconds);
  if (!paidToSite(slip, settings)) throw walletErrors.slipReceiver();
  if (!accountMatches(slip.senderAccount, account.bankCode, account.bankAccount)) throw walletErrors.slipSender();
  if (!Number.isSafeInteger(slip.amountSatang) || slip.amountSatang <= 0) throw walletErrors.slipUnknown();
  if (slip.amountSatang < settings.depositMinSatang) throw walletErrors.amountBelowMin(settings.depositMinSatang);
  if (slip.amountSatang > settings.depositMaxSatang) throw walletErrors.amountAboveMax(settings.depositMaxSatang);

  const id = `dep_${randomBytes(12).toString('base64url')}`;
  const { nowSeconds } = input;
  const outcome = await transaction(db, async (tx): Promise<DepositRow | 'used'> => {
    if (await transferCredited(tx, slip.transRef)) return 'used';
    const record = { transRef: slip.transRef, memberId: input.memberId, source: 'slip' as const, nowSeconds, sentAt: slip.sentAt };
    // A staff import of the bank's export credited this transfer already, under the reference it
    // derived (the export has none): the slip's reference is tied to that credit, nothing twice.
    const imported = await sameTransferOtherWay(tx, { memberId: input.memberId, amountSatang: slip.amountSatang, sentAt: slip.sentAt, from: 'slip' });
    if (imported) {
      await recordTransfer(tx, { ...record, depositId: imported });
      return 'used';
    }
    // The member's open PromptPay request for exactly this amount is the transfer the slip shows:
    // settled here, so neither the statement feed nor the auto-credit credits it again.
    await expireDeposits(tx, nowSeconds);
    const open = await openDeposit(tx, input.memberId);
    if (open?.pay_amount_satang === slip.amountSatang) {
      await checkDepositLimit(tx, { memberId: input.memberId, amountSatang: open.amount_satang, nowSeconds }, limitErrors.slipOverLimit);
      await recordTransfer(tx, { ...record, depositId: open.id });
      return creditDeposit(tx, open.id, nowSeconds, settings.promotions);
    }
    // Its request was credited already without the transfer's reference: the reference is tied
    // to it now (so the slip is known next time) and nothing is credited twice.
    const paid = await creditedRequestWithoutTransfer(tx, input.memberId, slip.amountSatang, slip.sentAt);
    if (paid) {
      await recordTransfer(tx, { ...record, depositId: paid.id });
      return 'used';
    }
    // Over the member's own deposit limit: refused with what is left and where the money goes
    // (support); nothing is written, so the same slip is still good once the operator decides.
    await checkDepositLimit(tx, { memberId: input.memberId, amountSatang: slip.amountSatang, nowSeconds }, limitErrors.slipOverLimit);
    await recordTransfer(tx, { ...record, depositId: id });
    await run(
      tx,
      sql`INSERT INTO deposits (id, member_id, method, status, amount_satang, pay_amount_satang, payload, credited_satang, created_at, expires_at, settled_at)
          VALUES (${id}, ${input.memberId}, 'slip', 'credited', ${slip.amountSatang}, ${slip.amountSatang}, ${slip.transRef}, ${slip.amountSatang},
                  ${nowSeconds}, ${nowSeconds}, ${nowSeconds})`,
    );
    await postLedger(tx, {
      memberId: input.memberId,
      kind: 'deposit',
      amountSatang: slip.amountSatang,
      description: slipDescription,
      reference: id,
      nowSeconds,
    });
    await applyDepositPromotion(tx, settings.promotions, { memberId: input.memberId, depositId: id, depositSatang: slip.amountSatang, nowSeconds });
    return (await one<DepositRow>(tx, sql`SELECT * FROM deposits WHERE id = ${id}`)) as DepositRow;
  });
  if (outcome === 'used') throw walletErrors.slipUsed();
  return outcome;
}
