import { generate, validate } from 'promptparse';
import type { WalletSettings } from './settings';

// Slip upload (issue 8): what a bank transfer slip's QR code says, and who says it is real.
//
// A Thai bank slip carries a "mini QR": TLV like PromptPay's, CRC-16/CCITT in tag 91:
//   00 41 [00 06 000001] [01 03 <sending bank id>] [02 <len> <transRef>]   51 02 TH   91 04 <crc>
// The QR only names the transfer; what it was (amount, accounts, time) only the bank knows. A real
// verifier sends the transRef (and sending bank) to a slip-verification API and maps its answer to
// `VerifiedSlip`; the reference API's demo verifier looks the transRef up in its own table.

/** An account as a slip shows it: the number may be masked with x (xxx-x-x5678-x). */
export interface SlipAccount {
  bankCode: string;
  accountNumber: string;
}

export interface VerifiedSlip {
  ok: true;
  /** The bank's transaction reference: a slip credits once, whoever sends it. */
  transRef: string;
  amountSatang: number;
  receiverAccount: SlipAccount;
  /** A transfer to a PromptPay id shows that id (possibly masked) rather than a bank account. */
  receiverPromptPay?: string;
  senderAccount: SlipAccount;
  /** When the transfer was made, seconds since the epoch. */
  sentAt: number;
}

/** 'unknown': the bank does not know this slip (or the QR is not a slip); 'unavailable': ask again later. */
export interface SlipRefusal {
  ok: false;
  reason: 'unknown' | 'unavailable';
  /** What went wrong, for the server log ([api] E9): never the verifier's key or the slip payload. */
  detail?: string;
}

export interface SlipVerifier {
  verify(reference: string): Promise<VerifiedSlip | SlipRefusal>;
}

/** A transfer the demo bank knows. */
export type DemoSlip = Omit<VerifiedSlip, 'ok'>;

export interface DemoSlipVerifier extends SlipVerifier {
  /** Adds (or replaces) a slip the demo bank knows; answers its QR payload. */
  add(slip: DemoSlip): string;
}

/** The demo bank's transaction references: 20 capitals and digits, as the mini QR's tag 02 carries. */
export const demoTransRefPattern = /^[0-9A-Z]{20}$/;

/** Demo sending bank id (tag 01): KBANK's "004". */
const demoBankId = '004';

/** The mini-QR payload of a slip with this transRef (promptparse's Slip Verify generator). */
export function slipPayload(transRef: string, bankId: string = demoBankId): string {
  return generate.slipVerify({ sendingBank: bankId, transRef });
}

/**
 * The transRef a reference names: a mini-QR payload (promptparse checks its TLV and CRC) or the
 * bare transRef. Null for anything else (a PromptPay QR, a URL, a damaged payload).
 */
export function slipTransRef(reference: string): string | null {
  if (demoTransRefPattern.test(reference)) return reference;
  if (reference.length > 200) return null;
  const slip = validate.slipVerify(reference);
  return slip && demoTransRefPattern.test(slip.transRef) ? slip.transRef : null;
}

/** The demo's first slip: 500.00 from the demo member's SCB account to the site's first account. */
export function seededDemoSlips(settings: Pick<WalletSettings, 'siteAccounts'>, nowSeconds: number): DemoSlip[] {
  const site = settings.siteAccounts[0];
  if (!site) return [];
  return [
    {
      transRef: 'DEMO2026112300000001',
      amountSatang: 50_000,
      receiverAccount: { bankCode: site.bankCode, accountNumber: site.accountNumber },
      senderAccount: { bankCode: 'SCB', accountNumber: 'xxx-x-x3456-x' },
      sentAt: nowSeconds,
    },
  ];
}

/** The reference API's verifier: a table of slips in memory, set through /api/test/slips. */
export function createDemoSlipVerifier(seed: readonly DemoSlip[] = []): DemoSlipVerifier {
  const slips = new Map<string, DemoSlip>();
  const add = (slip: DemoSlip): string => {
    slips.set(slip.transRef, { ...slip });
    return slipPayload(slip.transRef);
  };
  seed.forEach(add);
  return {
    add,
    async verify(reference) {
      const transRef = slipTransRef(reference);
      const slip = transRef === null ? undefined : slips.get(transRef);
      if (!slip) return { ok: false, reason: 'unknown' };
      return { ok: true, ...slip };
    },
  };
}
