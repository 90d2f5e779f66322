import { type DepositRecord, EmptyState, formatMoneyText, formatThaiDateTime, type WithdrawalRecord } from '@member-site/shared';
import { walletTexts } from '../lib/texts';
import { StatusBadge } from './StatusBadge';

const methodLabel: Record<DepositRecord['method'], string> = {
  promptpay: 'พร้อมเพย์',
  transfer: 'โอนผ่านธนาคาร',
  slip: 'แนบสลิป',
};

/** Deposits, newest first: amount, how, when, status, and a rejection's reason as text. */
export function DepositList({ items }: { items: readonly DepositRecord[] }) {
  if (items.length === 0) return <EmptyState>{walletTexts.empty}</EmptyState>;
  return (
    <ul className="ms-list">
      {items.map((item) => (
        <li key={item.id} className="mw-record">
          <div className="mw-record__main">
            <span className="mw-record__amount">
              {formatMoneyText(item.creditedAmount ?? item.amount)} {walletTexts.baht}
            </span>
            <StatusBadge status={item.status} kind="deposit" />
          </div>
          <p className="mw-record__meta">
            {methodLabel[item.method]} · <time dateTime={item.createdAt}>{formatThaiDateTime(item.createdAt)}</time>
          </p>
          <Reason reason={item.reason} />
          <PromotionLine promotion={item.promotion} />
        </li>
      ))}
    </ul>
  );
}

/** What the chosen promotion gave this deposit, or why it gave nothing. */
function PromotionLine({ promotion }: { promotion: DepositRecord['promotion'] }) {
  if (!promotion) return null;
  return <p className="mw-record__meta">{promotion.note ?? walletTexts.bonusLine(promotion.title, formatMoneyText(promotion.bonus))}</p>;
}

/** Withdrawals, newest first: amount, fee and net, when, status, and a rejection's reason. */
export function WithdrawalList({ items }: { items: readonly WithdrawalRecord[] }) {
  if (items.length === 0) return <EmptyState>{walletTexts.empty}</EmptyState>;
  return (
    <ul className="ms-list">
      {items.map((item) => (
        <li key={item.id} className="mw-record">
          <div className="mw-record__main">
            <span className="mw-record__amount">
              {formatMoneyText(item.amount)} {walletTexts.baht}
            </span>
            <StatusBadge status={item.status} kind="withdrawal" />
          </div>
          <p className="mw-record__meta">
            ค่าธรรมเนียม {formatMoneyText(item.fee)} · รับสุทธิ {formatMoneyText(item.netAmount)} ·{' '}
            <time dateTime={item.createdAt}>{formatThaiDateTime(item.createdAt)}</time>
          </p>
          <Reason reason={item.reason} />
        </li>
      ))}
    </ul>
  );
}

function Reason({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <p className="mw-record__reason">
      {walletTexts.reason}: {reason}
    </p>
  );
}
