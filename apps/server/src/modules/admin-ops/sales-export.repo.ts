import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

export type SaleExportRow = {
  order_id: string;
  /** The exact timestamp as PostgreSQL prints it: the keyset cursor must not lose microseconds. */
  cursor_at: string;
  date: string;
  listing_id: string;
  listing_title: string;
  seller_email: string;
  buyer_email: string;
  subtotal_cents: number;
  fee_cents: number;
  amount_cents: number;
  discount_code: string | null;
};

export type SaleExportCursor = { at: string; id: string };

/**
 * One batch of completed orders after `after`, oldest first. Keyset paging rather than a
 * server-side cursor: it runs the same on PGlite and PostgreSQL, holds no transaction open
 * between batches, and each batch is an index walk from where the last one stopped.
 */
export const listCompletedSalesAfter = async (db: DbOrTx, after: SaleExportCursor | undefined, limit: number) => {
  // The batch comes back as one JSON value: the driver decodes one field instead of ten per row,
  // which on PGlite is most of the cost of a batch.
  const [row] = rowsOf<{ batch: SaleExportRow[] }>(
    await db.execute(sql`
      select coalesce(json_agg(page order by page.cursor_ts, page.order_id), '[]'::json) as batch from (
        select o.id as order_id, o.created_at as cursor_ts, o.created_at::text as cursor_at,
               to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as date,
               l.id as listing_id, l.title as listing_title,
               s.email as seller_email, b.email as buyer_email,
               o.subtotal_cents, o.fee_cents, o.amount_cents, o.discount_code
        from orders o
        join listings l on l.id = o.listing_id
        join users s on s.id = l.user_id
        join users b on b.id = o.buyer_id
        where o.status = 'completed'
          ${after ? sql`and (o.created_at, o.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
        order by o.created_at, o.id
        limit ${limit}
      ) page`),
  );
  return row!.batch;
};
