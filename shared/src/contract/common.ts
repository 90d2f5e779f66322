import { Type, type TSchema } from 'typebox';

// Pieces several contract modules build with (the wallet, the rebates): one definition each.

/** ISO 8601 instant (UTC); the pages show it in Thai, Asia/Bangkok. */
export const Instant = Type.String({ maxLength: 40 });

export const Id = Type.String({ minLength: 1, maxLength: 64 });

/** A Bangkok calendar day, YYYY-MM-DD. */
export const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** A page number of a history (20 rows a page). */
export const Page = Type.Integer({ minimum: 1, maximum: 10_000 });

/** A page of a history, newest first. */
export function pageOf<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
  });
}
