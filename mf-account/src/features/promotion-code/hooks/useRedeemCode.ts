import { useCallback, useRef, useState } from 'react';
import { errorText, normalizePromotionCode, promotionCodeInputMax, useApi, useSession, type PromotionCodeRedemption } from '@member-site/shared';
import { redeemCode } from '../api/promotion-codes';
import { promotionCodeTexts } from '../texts';

export interface RedeemForm {
  /** As typed: kept on every error. */
  code: string;
  error: string | undefined;
  sending: boolean;
  /** The redemption just made. */
  done: PromotionCodeRedemption | null;
}

function problem(typed: string): string | undefined {
  const code = normalizePromotionCode(typed);
  if (!code) return promotionCodeTexts.codeRequired;
  if (typed.length > promotionCodeInputMax) return promotionCodeTexts.codeTooLong(promotionCodeInputMax);
  return undefined;
}

/**
 * One request per submit (a ref stops a double click; the API redeems once anyway). A success
 * clears the field and updates the balance bar (its bonus) from the answer, or reads it again when
 * the answer does not carry it; a refusal keeps what was typed.
 */
export function useRedeemCode(onRedeemed: (r: PromotionCodeRedemption) => void) {
  const api = useApi();
  const session = useSession();
  const [form, setForm] = useState<RedeemForm>({ code: '', error: undefined, sending: false, done: null });
  const busy = useRef(false);

  const setCode = useCallback((code: string) => setForm((f) => ({ ...f, code, error: undefined, done: null })), []);

  const submit = useCallback(async () => {
    if (busy.current) return;
    const error = problem(form.code);
    if (error) {
      setForm((f) => ({ ...f, error }));
      return;
    }
    busy.current = true;
    setForm((f) => ({ ...f, sending: true, error: undefined, done: null }));
    try {
      const { credit, bonusWallet, ...redemption } = await redeemCode(api, normalizePromotionCode(form.code));
      setForm({ code: '', error: undefined, sending: false, done: redemption });
      // The code paid into the bonus wallet: the answer's balances when it carries both, else read them again.
      if (credit === undefined || bonusWallet === undefined) void session.refreshBalance();
      else session.showCredit(credit, bonusWallet);
      onRedeemed(redemption);
    } catch (failure) {
      setForm((f) => ({ ...f, sending: false, error: errorText(failure) }));
    } finally {
      busy.current = false;
    }
  }, [api, session, form.code, onRedeemed]);

  return { form, setCode, submit };
}
