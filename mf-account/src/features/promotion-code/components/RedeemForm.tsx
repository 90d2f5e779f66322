import { useId, type FormEvent } from 'react';
import { Button, formatMoneyText, promotionCodeInputMax, type PromotionCodeRedemption } from '@member-site/shared';
import { useRedeemCode } from '../hooks/useRedeemCode';
import { promotionCodeTexts as t } from '../texts';

interface RedeemFormProps {
  onRedeemed: (redemption: PromotionCodeRedemption) => void;
}

/** One labelled field and its button; the API's refusal is said under the field, as text. */
export function RedeemForm({ onRedeemed }: RedeemFormProps) {
  const { form, setCode, submit } = useRedeemCode(onRedeemed);
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form className="ms-stack ms-card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ms-h2">
        {t.formTitle}
      </h2>
      <p className="ms-hint">{t.lead}</p>
      {form.done ? (
        <p className="ms-success" role="status">
          {t.redeemed(form.done.code, formatMoneyText(form.done.amount))}
        </p>
      ) : null}
      <div>
        <label className="ms-label" htmlFor={`${id}-code`}>
          {t.code}
        </label>
        <input
          id={`${id}-code`}
          className="ms-input ms-mono"
          value={form.code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={promotionCodeInputMax + 1}
          aria-invalid={form.error ? true : undefined}
          aria-describedby={form.error ? `${id}-error ${id}-hint` : `${id}-hint`}
          onChange={(event) => setCode(event.target.value)}
        />
        <p id={`${id}-hint`} className="ms-hint">
          {t.codeHint}
        </p>
        {form.error ? (
          <p id={`${id}-error`} className="ms-error" role="alert">
            {form.error}
          </p>
        ) : null}
      </div>
      <Button type="submit" wide disabled={form.sending}>
        {form.sending ? t.sending : t.submit}
      </Button>
    </form>
  );
}
