import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { all, one, type Db } from '../base/db';

/** Rows a history page holds (deposits, withdrawals, statement). */
export const pageSize = 20;

/** One page of a member's deposits or withdrawals, newest first, and how many there are. */
export async function memberHistoryPage<Row>(
  db: Db,
  table: 'deposits' | 'withdrawals',
  memberId: number,
  page: number,
): Promise<{ rows: Row[]; total: number }> {
  // `table` is one of two literals, never input: safe to put in the statement.
  const rows = await all<Row>(
    db,
    sql`SELECT * FROM ${sql.table(table)} WHERE member_id = ${memberId}
        ORDER BY created_at DESC, rowid DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  const total = (await one<{ n: number }>(db, sql`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE member_id = ${memberId}`))?.n ?? 0;
  return { rows, total };
}

/**
 * A query string is text, but the contract's `page` is an integer and the API's ajv does not
 * coerce (coerceTypes: false, so a body's "100" never passes as 100): digits become a number here,
 * before validation; anything else stays text and is refused.
 */
export function pageAsNumber(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query.page === 'string' && /^[0-9]{1,6}$/.test(query.page)) query.page = Number(query.page);
  });
}
