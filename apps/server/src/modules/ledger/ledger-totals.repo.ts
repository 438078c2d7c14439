import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * The ledger's running totals that the `ledger_entries_keep_totals` trigger keeps (migration
 * 0019, docs/decisions/038-admin-figures-from-kept-totals.md). A figure is an account, a family
 * of accounts (`seller:*`, `buyer_payments:*`), or an order figure of sales and refunds
 * (`order:buyer_fees`, `order:platform_share`).
 */
export const figures = {
  buyerPayments: 'buyer_payments:*',
  sellers: 'seller:*',
  buyerFees: 'order:buyer_fees',
  platformShare: 'order:platform_share',
} as const;

export type KeptTotal = { kind: string; figure: string; cents: number };
export type KeptDailyTotal = KeptTotal & { day: string };

const toTotals = (rows: { kind: string; figure: string; cents: string | number }[]) =>
  rows.map((r) => ({ kind: r.kind, figure: r.figure, cents: Number(r.cents) }));

/** Every kept all-time total, the slots summed: a few dozen rows whatever the ledger's size. */
export const keptTotals = async (db: DbOrTx): Promise<KeptTotal[]> =>
  toTotals(
    rowsOf<{ kind: string; figure: string; cents: string }>(
      await db.execute(sql`
        select kind, figure, sum(amount_cents) as cents from ledger_totals
        group by kind, figure order by kind, figure`),
    ),
  );

/** The kept totals of each UTC day from `sinceDay` (YYYY-MM-DD) on, the slots summed. */
export const keptDailyTotals = async (db: DbOrTx, sinceDay: string): Promise<KeptDailyTotal[]> =>
  rowsOf<{ day: string; kind: string; figure: string; cents: string }>(
    await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, kind, figure, sum(amount_cents) as cents
      from ledger_daily_totals where day >= ${sinceDay}::date
      group by day, kind, figure order by day, kind, figure`),
  ).map((r) => ({ day: r.day, kind: r.kind, figure: r.figure, cents: Number(r.cents) }));

/**
 * The same totals computed afresh from every entry, with the order figures from the orders
 * themselves (the share as the sale rounds it). Reads the whole ledger: for checks, not for pages.
 */
export const recomputedTotals = async (db: DbOrTx, sellerShareBps: number): Promise<KeptDailyTotal[]> =>
  rowsOf<{ day: string; kind: string; figure: string; cents: string }>(
    await db.execute(sql`
      with entry_figures as (
        select (e.created_at at time zone 'UTC')::date as day, t.kind,
               case when e.account like 'seller:%' then ${figures.sellers}
                    when e.account like 'buyer_payments:%' then ${figures.buyerPayments}
                    else e.account end as figure,
               e.amount_cents::bigint as cents
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      ), order_figures as (
        select (t.created_at at time zone 'UTC')::date as day, t.kind, f.figure, f.cents
        from ledger_transactions t join orders o on o.id = t.order_id
        cross join lateral (values
          (${figures.buyerFees}, o.fee_cents::bigint),
          (${figures.platformShare}, o.subtotal_cents - (o.subtotal_cents::bigint * ${sellerShareBps} + 5000) / 10000)
        ) as f(figure, cents)
        where t.kind in ('sale', 'refund') and o.amount_cents > 0
          and exists (select 1 from ledger_entries e where e.transaction_id = t.id)
      )
      select to_char(day, 'YYYY-MM-DD') as day, kind, figure, sum(cents) as cents from (
        select * from entry_figures
        union all
        select day, kind, figure, case when kind = 'sale' then cents else -cents end from order_figures
      ) all_figures
      group by day, kind, figure order by day, kind, figure`),
  ).map((r) => ({ day: r.day, kind: r.kind, figure: r.figure, cents: Number(r.cents) }));
