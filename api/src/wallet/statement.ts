import type { StatementPage, StatementQuery } from '@member-site/shared/contract';
import type { Db } from '../base/db';
import { badRequest } from '../base/errors';
import { formatSatang } from '../base/money';
import { bangkokDateStart, instant, oneDaySeconds } from '../base/clock';
import { pageSize } from './paging';
import { ledgerPage } from '../ledger/ledger';

function dayBound(date: string | undefined, field: 'from' | 'to', fallback: number): number {
  if (date === undefined) return fallback;
  const start = bangkokDateStart(date);
  if (start === null) throw badRequest(field);
  return field === 'from' ? start : start + oneDaySeconds;
}

/** The member's ledger as the statement shows it: newest first, Bangkok days inclusive. */
export async function statementPage(db: Db, memberId: number, query: StatementQuery): Promise<StatementPage> {
  const page = query.page ?? 1;
  const fromSeconds = dayBound(query.from, 'from', 0);
  const toSeconds = dayBound(query.to, 'to', Number.MAX_SAFE_INTEGER);
  const { rows, total } = await ledgerPage(db, { memberId, fromSeconds, toSeconds, limit: pageSize, offset: (page - 1) * pageSize });
  return {
    data: rows.map((r) => ({
      id: String(r.id),
      at: instant(r.created_at),
      kind: r.kind,
      description: r.description,
      amount: formatSatang(r.amount_satang),
      balanceAfter: formatSatang(r.balance_after_satang),
    })),
    page,
    pageSize,
    total,
  };
}
