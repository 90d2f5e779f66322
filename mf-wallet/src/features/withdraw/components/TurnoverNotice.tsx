import { formatMoneyText, percentOf, type WithdrawOptions } from '@member-site/shared';
import { walletTexts } from '../../../lib/texts';
import { withdrawTexts } from '../texts';

/** The id of the notice's reason, which the disabled amount field and button point at. */
export const turnoverReasonId = 'mw-turnover-reason';

/** The promotion's turnover still to play: required / made / left and a progress bar. */
export function TurnoverNotice({ options }: { options: WithdrawOptions }) {
  const baht = (amount: string) => `${formatMoneyText(amount)} ${walletTexts.baht}`;
  const percent = percentOf(options.turnoverMade, options.turnoverRequired);
  return (
    <section className="ms-callout mw-turnover" aria-labelledby="mw-turnover-title">
      <h2 id="mw-turnover-title" className="ms-callout__title ms-h2">
        {withdrawTexts.turnoverTitle}
      </h2>
      <p id={turnoverReasonId} className="ms-strong">
        {withdrawTexts.turnoverLocked(formatMoneyText(options.turnoverLeft))}
      </p>
      <dl className="mw-facts">
        <div>
          <dt>{withdrawTexts.turnoverRequired}</dt>
          <dd>{baht(options.turnoverRequired)}</dd>
        </div>
        <div>
          <dt>{withdrawTexts.turnoverMade}</dt>
          <dd>{baht(options.turnoverMade)}</dd>
        </div>
        <div>
          <dt>{withdrawTexts.turnoverLeft}</dt>
          <dd>{baht(options.turnoverLeft)}</dd>
        </div>
      </dl>
      <div
        className="mw-progress"
        role="progressbar"
        aria-label={withdrawTexts.turnoverProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={withdrawTexts.turnoverProgressText(formatMoneyText(options.turnoverMade), formatMoneyText(options.turnoverRequired))}
      >
        <div className="mw-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="ms-hint">{withdrawTexts.turnoverSpentRule}</p>
    </section>
  );
}
