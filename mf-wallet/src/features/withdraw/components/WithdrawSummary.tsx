import { formatMoneyText, type WithdrawOptions } from '@member-site/shared';
import { MemberAccount } from '../../../components/MemberAccount';
import { walletTexts } from '../../../lib/texts';
import { withdrawTexts } from '../texts';

const baht = (amount: string) => `${formatMoneyText(amount)} ${walletTexts.baht}`;

/** What may leave now, the limits and the fee, all as the API sent them. */
export function WithdrawSummary({ options }: { options: WithdrawOptions }) {
  return (
    <div className="mw-stack">
      <div className="mw-hero">
        <p className="mw-hero__label">{withdrawTexts.withdrawable}</p>
        <p className="mw-hero__amount">{baht(options.withdrawable)}</p>
      </div>
      <dl className="mw-facts">
        <div>
          <dt>{withdrawTexts.limits}</dt>
          <dd>
            {formatMoneyText(options.minAmount)} / {baht(options.maxAmount)}
          </dd>
        </div>
        <div>
          <dt>{withdrawTexts.daily}</dt>
          <dd>{baht(options.dailyLimit)}</dd>
        </div>
        <div>
          <dt>{withdrawTexts.dailyLeft}</dt>
          <dd>{baht(options.dailyLeft)}</dd>
        </div>
        <div>
          <dt>{withdrawTexts.fee}</dt>
          <dd>{baht(options.fee)}</dd>
        </div>
        <div>
          <dt>{withdrawTexts.turnoverLeft}</dt>
          <dd>{baht(options.turnoverLeft)}</dd>
        </div>
      </dl>
      <MemberAccount account={options.account} title={withdrawTexts.destination} />
    </div>
  );
}
