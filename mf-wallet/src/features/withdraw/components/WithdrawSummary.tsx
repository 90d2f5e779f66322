import { formatMoneyText, type WithdrawOptions } from '@member-site/shared';
import { MemberAccount } from '../../../components/MemberAccount';
import { walletTexts } from '../../../lib/texts';
import { withdrawTexts } from '../texts';

const baht = (amount: string) => `${formatMoneyText(amount)} ${walletTexts.baht}`;

/** What may leave now, the limits and the fee, all as the API sent them. */
export function WithdrawSummary({ options }: { options: WithdrawOptions }) {
  return (
    <div className="ms-stack">
      <div className="mw-hero">
        <p className="mw-hero__label">{withdrawTexts.withdrawable}</p>
        <p className="mw-hero__amount">{baht(options.withdrawable)}</p>
      </div>
      <dl className="mw-facts">
        {facts(options).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <MemberAccount account={options.account} title={withdrawTexts.destination} />
    </div>
  );
}

function facts(options: WithdrawOptions): [string, string][] {
  return [
    [withdrawTexts.limits, `${formatMoneyText(options.minAmount)} / ${baht(options.maxAmount)}`],
    [withdrawTexts.daily, baht(options.dailyLimit)],
    [withdrawTexts.dailyLeft, baht(options.dailyLeft)],
    [withdrawTexts.fee, baht(options.fee)],
    [withdrawTexts.turnoverLeft, baht(options.turnoverLeft)],
  ];
}
