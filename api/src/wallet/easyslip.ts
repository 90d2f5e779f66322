import { parseBaht } from '../base/money';
import type { SlipAccount, SlipRefusal, SlipVerifier, VerifiedSlip } from './slip-verifier';

// A production slip verifier: EasySlip's API v1, "verify by payload" (API_SLIP_VERIFIER=easyslip).
//   GET {url}?payload=<the slip's QR text>   Authorization: Bearer <key>
//   200 { status: 200, data: { transRef, date (ISO), amount: { amount: baht }, sender, receiver } }
//   (a party: { bank: { id, short }, account: { bank?: { account }, proxy?: { type, account } } })
//   400 invalid_payload, 404 slip_not_found → 'unknown'; 401/403 (key, quota, IP), 5xx, a
//   timeout, a dropped connection or an answer of another shape → 'unavailable' (try again later).
// The key goes only into the Authorization header; `detail` (logged as [api] E9) names the
// status and EasySlip's error code, never the key or the payload.

export const easySlipDefaultUrl = 'https://developer.easyslip.com/api/v1/verify';
const defaultTimeoutMs = 8000;

/** Bank of Thailand bank ids (as EasySlip's `bank.id`) → our bank codes. */
const bankIds: Readonly<Record<string, string>> = {
  '002': 'BBL',
  '004': 'KBANK',
  '006': 'KTB',
  '011': 'TTB',
  '014': 'SCB',
  '022': 'CIMBT',
  '024': 'UOBT',
  '025': 'BAY',
  '030': 'GSB',
  '034': 'BAAC',
  '069': 'KKP',
  '073': 'LHB',
};

/** EasySlip's short names where ours differ. */
const shortNames: Readonly<Record<string, string>> = { TMB: 'TTB', CIMB: 'CIMBT', UOB: 'UOBT', LHBANK: 'LHB', LH: 'LHB' };
const ourCodes = new Set(Object.values(bankIds));

/** Our bank code for EasySlip's bank; '' when it is not a bank members register with. */
function bankCode(bank: unknown): string {
  const { id, short } = (bank ?? {}) as { id?: unknown; short?: unknown };
  if (typeof id === 'string' && bankIds[id]) return bankIds[id];
  const name = typeof short === 'string' ? short.trim().toUpperCase() : '';
  const code = shortNames[name] ?? name;
  return ourCodes.has(code) ? code : '';
}

/** The PromptPay id a transfer was paid to (receiver.account.proxy), as EasySlip shows it. */
function promptPayOf(party: unknown): string | undefined {
  const proxy = (party as { account?: { proxy?: { account?: unknown } } } | null)?.account?.proxy?.account;
  return typeof proxy === 'string' && proxy !== '' ? proxy : undefined;
}

function account(party: unknown): SlipAccount {
  const { bank, account: details } = (party ?? {}) as { bank?: unknown; account?: { bank?: { account?: unknown } } };
  const number = details?.bank?.account;
  return { bankCode: bankCode(bank), accountNumber: typeof number === 'string' ? number : '' };
}

/**
 * A baht amount EasySlip sends as a JSON number → satang, exactly: through its shortest decimal
 * text (1250.5 → "1250.5"), never by multiplying a float. Null when that text is not a whole
 * number of satang (0.30000000000000004, 1.005, 1e+21, negative, not a number).
 */
export function satangOfBaht(baht: unknown): number | null {
  if (typeof baht !== 'number' || !Number.isFinite(baht) || baht < 0) return null;
  return parseBaht(String(baht));
}

const unavailable = (detail: string): SlipRefusal => ({ ok: false, reason: 'unavailable', detail: `EasySlip: ${detail}` });

/** EasySlip's error code (unauthorized, quota_exceeded…) as it may be logged: short, plain. */
function errorCode(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /^[a-z_]{1,40}$/.test(message) ? message : 'no error code';
}

function slipOf(body: unknown): VerifiedSlip | SlipRefusal {
  const data = (body as { status?: unknown; data?: unknown } | null)?.data as
    { transRef?: unknown; date?: unknown; amount?: { amount?: unknown }; sender?: unknown; receiver?: unknown } | undefined;
  if ((body as { status?: unknown }).status !== 200 || !data) return unavailable('a 200 answer without data');
  const { transRef, date } = data;
  if (typeof transRef !== 'string' || !/^[0-9A-Za-z]{6,64}$/.test(transRef)) return unavailable('an answer without a usable transRef');
  const sentMs = typeof date === 'string' ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(sentMs)) return unavailable('an answer without a usable date');
  const amountSatang = satangOfBaht(data.amount?.amount);
  if (amountSatang === null) return unavailable('an amount that is not a whole number of satang');
  const receiverPromptPay = promptPayOf(data.receiver);
  return {
    ok: true,
    transRef,
    amountSatang,
    senderAccount: account(data.sender),
    receiverAccount: account(data.receiver),
    ...(receiverPromptPay === undefined ? {} : { receiverPromptPay }),
    sentAt: Math.floor(sentMs / 1000),
  };
}

export interface EasySlipOptions {
  /** API_SLIP_VERIFIER_URL; default EasySlip's v1 verify. */
  url: string;
  /** API_SLIP_VERIFIER_KEY. */
  key: string;
  /** The whole call, answer included. Default 8 s. */
  timeoutMs?: number;
}

export function createEasySlipVerifier({ url, key, timeoutMs = defaultTimeoutMs }: EasySlipOptions): SlipVerifier {
  return {
    async verify(reference) {
      const target = new URL(url);
      target.searchParams.set('payload', reference);
      let status: number;
      let body: unknown;
      try {
        const response = await fetch(target, {
          headers: { authorization: `Bearer ${key}`, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        body = await response.json().catch(() => null);
      } catch (error) {
        return unavailable(`no answer (${error instanceof Error ? error.name : 'error'})`);
      }
      if (status === 400 || status === 404) return { ok: false, reason: 'unknown' };
      if (status !== 200) return unavailable(`answered ${status} ${errorCode(body)}`);
      if (body === null || typeof body !== 'object') return unavailable('a 200 answer that is not JSON');
      return slipOf(body);
    },
  };
}
