import { useId } from 'react';
import { Button, formatMoneyText, type DepositPromotion } from '@member-site/shared';
import { walletTexts } from '../../../lib/texts';
import { usePromotionChoice } from '../hooks/usePromotionChoice';
import { depositTexts } from '../texts';

interface PromotionChoiceProps {
  promotions: readonly DepositPromotion[];
  chosen: string | null;
}

const baht = (amount: string) => `${formatMoneyText(amount)} ${walletTexts.baht}`;

/**
 * "รับโปรโมชั่น": the eligible promotions and "ไม่รับโปรโมชั่น" as radios. Selecting one shows its
 * terms, turnover included; it is saved only when the member accepts them.
 */
export function PromotionChoice({ promotions, chosen }: PromotionChoiceProps) {
  const { state, select, save } = usePromotionChoice(chosen);
  const id = useId();
  const selected = promotions.find((p) => p.id === state.selected) ?? null;
  const savedTitle = promotions.find((p) => p.id === state.saved)?.title ?? null;
  const changed = state.selected !== state.saved;
  return (
    <section className="ms-card mw-promo" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ms-h2">
        {depositTexts.promotion}
      </h2>
      <fieldset className="mw-promo__options">
        <legend className="ms-hint">{depositTexts.promotionIntro}</legend>
        <PromotionRadio name={id} value={null} checked={state.selected === null} onSelect={select} title={depositTexts.promotionNone} />
        {promotions.map((p) => (
          <PromotionRadio key={p.id} name={id} value={p.id} checked={state.selected === p.id} onSelect={select} title={p.title} detail={p.description} />
        ))}
      </fieldset>
      {selected ? <PromotionTerms promotion={selected} /> : null}
      {changed ? (
        <Button wide disabled={state.sending} onClick={() => void save()}>
          {state.sending ? depositTexts.promotionSaving : selected ? depositTexts.promotionAccept : depositTexts.promotionDecline}
        </Button>
      ) : null}
      <p role="status" className="mw-promo__saved">
        {!changed && savedTitle ? depositTexts.promotionChosen(savedTitle) : !changed && state.justSaved ? depositTexts.promotionCleared : ''}
      </p>
      {state.error ? (
        <p className="ms-error" role="alert">
          {state.error}
        </p>
      ) : null}
    </section>
  );
}

interface PromotionRadioProps {
  name: string;
  value: string | null;
  checked: boolean;
  onSelect: (value: string | null) => void;
  title: string;
  detail?: string;
}

function PromotionRadio({ name, value, checked, onSelect, title, detail }: PromotionRadioProps) {
  return (
    <label className={checked ? 'mw-promo__option mw-promo__option--on' : 'mw-promo__option'}>
      <input type="radio" name={name} value={value ?? ''} checked={checked} onChange={() => onSelect(value)} />
      <span className="mw-promo__title">{title}</span>
      {detail ? <span className="mw-promo__detail">{detail}</span> : null}
    </label>
  );
}

/** Everything the member accepts, turnover spelled out, before anything is stored. */
function PromotionTerms({ promotion }: { promotion: DepositPromotion }) {
  const terms: [string, string][] = [
    [depositTexts.promotionRate, promotion.bonusRate],
    [depositTexts.promotionMax, baht(promotion.maxBonus)],
    [depositTexts.promotionMin, baht(promotion.minDeposit)],
  ];
  return (
    <div className="ms-callout mw-promo__terms" role="region" aria-label={depositTexts.promotionTerms}>
      <p className="ms-callout__title">
        {depositTexts.promotionTerms}: {promotion.title}
      </p>
      <dl className="mw-facts">
        {terms.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="ms-strong">{promotion.turnoverText}</p>
      <p className="ms-hint">{depositTexts.promotionSpentRule}</p>
    </div>
  );
}
