import { formatMoneyText, formatThaiDateTime, type WithdrawalRecord } from '@member-site/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { walletTexts } from '../../../lib/texts';
import { withdrawTexts } from '../texts';

const note = { pending: withdrawTexts.pendingNote, paid: withdrawTexts.paid, rejected: withdrawTexts.rejected } as const;

/** The withdrawal the member waits for; its status changes are announced. */
export function FollowedWithdrawal({ record }: { record: WithdrawalRecord }) {
  return (
    <section className="ms-card mw-followed" aria-labelledby="mw-followed-title">
      <h2 id="mw-followed-title" className="ms-h2">
        {withdrawTexts.pendingTitle}
      </h2>
      <div className="mw-record__main">
        <span className="mw-record__amount">
          {formatMoneyText(record.amount)} {walletTexts.baht}
        </span>
        <StatusBadge status={record.status} kind="withdrawal" />
      </div>
      <p className="mw-record__meta">
        {withdrawTexts.fee} {formatMoneyText(record.fee)} · รับสุทธิ {formatMoneyText(record.netAmount)} ·{' '}
        <time dateTime={record.createdAt}>{formatThaiDateTime(record.createdAt)}</time>
      </p>
      <p role="status">{note[record.status]}</p>
      {record.reason ? (
        <p className="mw-record__reason">
          {walletTexts.reason}: {record.reason}
        </p>
      ) : null}
    </section>
  );
}
