import { randomBytes } from 'node:crypto';
import type { Db } from '../platform/db';
import { walletErrors } from './errors';
import { applyDepositPromotion } from '../promotions/promotions';
import { postLedger } from './ledger';
import type { DepositRow, RegisteredAccount } from './records';
import type { WalletSettings } from './settings';
import type { SlipAccount, SlipVerifier, VerifiedSlip } from './slip-verifier';

// Slip upload: a transfer the automatic matching missed, credited once the bank (the verifier)
// says what it was. Only the slip's QR text comes in; the amount credited is the bank's.

export const slipDescription = 'ฝากเงินด้วยสลิปโอนเงิน';

const digitsOrX = (text: string): string => text.replace(/[^0-9xX]/g, '').toLowerCase();

/**
 * Whether a slip's account (its number possibly masked, xxx-x-x3456-x) is this full account:
 * the same bank, the same length, and every digit the slip shows in its place.
 */
export function accountMatches(slip: SlipAccount, bankCode: string, accountNumber: string): boolean {
  if (slip.bankCode !== bankCode) return false;
  const shown = digitsOrX(slip.accountNumber);
  const full = accountNumber.replace(/[^0-9]/g, '');
  if (shown.length !== full.length || full.length === 0 || !/[0-9]/.test(shown)) return false;
  return [...shown].every((c, i) => c === 'x' || c === full[i]);
}

function usedSlip(db: Db, transRef: string): boolean {
  return db.prepare('SELECT 1 FROM used_slips WHERE trans_ref = ?').get(transRef) !== undefined;
}

async function verified(verifier: SlipVerifier, reference: string, log: (error: unknown) => void): Promise<VerifiedSlip> {
  let answer;
  try {
    answer = await verifier.verify(reference);
  } catch (error) {
    log(error);
    throw walletErrors.slipUnavailable();
  }
  if (!answer.ok) throw answer.reason === 'unavailable' ? walletErrors.slipUnavailable() : walletErrors.slipUnknown();
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
 * Verifies the slip and credits it: refused when used before, paid to an account that is not the
 * site's, sent from one that is not the member's, unknown to the bank, or outside the deposit
 * limits. The deposit row, the used slip and the ledger row are one transaction; the used slip's
 * primary key makes the second of two racing submissions SLIP_USED with nothing written.
 */
export async function submitSlip(db: Db, settings: WalletSettings, verifier: SlipVerifier, input: SlipSubmission): Promise<DepositRow> {
  const { account } = input;
  if (!account) throw walletErrors.noBankAccount();
  const slip = await verified(verifier, input.reference, input.log);
  if (usedSlip(db, slip.transRef)) throw walletErrors.slipUsed();
  if (!settings.siteAccounts.some((site) => accountMatches(slip.receiverAccount, site.bankCode, site.accountNumber))) {
    throw walletErrors.slipReceiver();
  }
  if (!accountMatches(slip.senderAccount, account.bankCode, account.bankAccount)) throw walletErrors.slipSender();
  if (!Number.isSafeInteger(slip.amountSatang) || slip.amountSatang <= 0) throw walletErrors.slipUnknown();
  if (slip.amountSatang < settings.depositMinSatang) throw walletErrors.amountBelowMin(settings.depositMinSatang);
  if (slip.amountSatang > settings.depositMaxSatang) throw walletErrors.amountAboveMax(settings.depositMaxSatang);

  const id = `dep_${randomBytes(12).toString('base64url')}`;
  const { nowSeconds } = input;
  return db
    .transaction(() => {
      if (usedSlip(db, slip.transRef)) throw walletErrors.slipUsed();
      db.prepare('INSERT INTO used_slips (trans_ref, member_id, deposit_id, created_at) VALUES (?, ?, ?, ?)').run(
        slip.transRef,
        input.memberId,
        id,
        nowSeconds,
      );
      db.prepare(
        `INSERT INTO deposits (id, member_id, method, status, amount_satang, pay_amount_satang, payload, credited_satang, created_at, expires_at, settled_at)
         VALUES (?, ?, 'slip', 'credited', ?, ?, ?, ?, ?, ?, ?)`,
      ).run(id, input.memberId, slip.amountSatang, slip.amountSatang, slip.transRef, slip.amountSatang, nowSeconds, nowSeconds, nowSeconds);
      postLedger(db, { memberId: input.memberId, kind: 'deposit', amountSatang: slip.amountSatang, description: slipDescription, reference: id, nowSeconds });
      applyDepositPromotion(db, settings.promotions, { memberId: input.memberId, depositId: id, depositSatang: slip.amountSatang, nowSeconds });
      return db.prepare('SELECT * FROM deposits WHERE id = ?').get(id) as DepositRow;
    })
    .immediate();
}
