CREATE TABLE "ledger_daily_totals" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"figure" text NOT NULL,
	"slot" smallint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "ledger_daily_totals_day_kind_figure_slot_pk" PRIMARY KEY("day","kind","figure","slot")
);
--> statement-breakpoint
CREATE TABLE "ledger_totals" (
	"kind" text NOT NULL,
	"figure" text NOT NULL,
	"slot" smallint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "ledger_totals_kind_figure_slot_pk" PRIMARY KEY("kind","figure","slot")
);
--> statement-breakpoint
CREATE INDEX "orders_completed_keyset_idx" ON "orders" USING btree ("created_at","id") WHERE status = 'completed';--> statement-breakpoint
-- What one ledger entry adds to the kept totals (docs/decisions/038): its amount under its
-- account (users' accounts under one family each), and for the entries of a sale or a refund the
-- order's buyer fee (on the buyer's side) and the platform's share of the price, which is what the
-- sale booked to platform_revenue less the fee (a refund takes back what its sale booked).
CREATE FUNCTION "ledger_figures_of"(e "ledger_entries") RETURNS TABLE ("day" date, "kind" text, "figure" text, "cents" bigint)
LANGUAGE sql STABLE AS $$
  SELECT (e.created_at AT TIME ZONE 'UTC')::date, t.kind, f.figure, f.cents
  FROM ledger_transactions t
  LEFT JOIN orders o ON o.id = t.order_id AND t.kind IN ('sale', 'refund')
  CROSS JOIN LATERAL (VALUES
    (CASE WHEN e.account LIKE 'seller:%' THEN 'seller:*'
          WHEN e.account LIKE 'buyer_payments:%' THEN 'buyer_payments:*'
          ELSE e.account END,
     e.amount_cents::bigint),
    ('order:buyer_fees',
     CASE WHEN o.id IS NOT NULL AND e.account LIKE 'buyer_payments:%'
          THEN CASE t.kind WHEN 'sale' THEN o.fee_cents ELSE -o.fee_cents END END::bigint),
    ('order:platform_share',
     CASE WHEN o.id IS NULL THEN NULL
          WHEN t.kind = 'sale' AND e.account = 'platform_revenue' THEN e.amount_cents - o.fee_cents
          WHEN t.kind = 'refund' AND e.account LIKE 'buyer_payments:%' THEN o.fee_cents - (
            SELECT coalesce(sum(se.amount_cents), 0)
            FROM ledger_transactions st JOIN ledger_entries se ON se.transaction_id = st.id
            WHERE st.order_id = t.order_id AND st.kind = 'sale' AND se.account = 'platform_revenue')
     END::bigint)
  ) AS f(figure, cents)
  WHERE t.id = e.transaction_id AND f.cents IS NOT NULL
$$;--> statement-breakpoint
-- Once per statement, in the writer's transaction: the totals commit or roll back with the
-- entries. Rows are upserted in key order, daily then all-time, so two writers that meet on a
-- slot wait for each other instead of deadlocking.
CREATE FUNCTION "ledger_keep_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  writer smallint := pg_backend_pid() % 8;
  moved "ledger_daily_totals"[];
BEGIN
  moved := ARRAY(
    SELECT ROW(f.day, f.kind, f.figure, writer, sum(f.cents)::bigint)::"ledger_daily_totals"
    FROM new_entries e CROSS JOIN LATERAL ledger_figures_of(e) f
    GROUP BY f.day, f.kind, f.figure);
  INSERT INTO ledger_daily_totals AS d
  SELECT * FROM unnest(moved) m ORDER BY m.day, m.kind, m.figure
  ON CONFLICT (day, kind, figure, slot) DO UPDATE SET amount_cents = d.amount_cents + excluded.amount_cents;
  INSERT INTO ledger_totals AS t
  SELECT m.kind, m.figure, writer, sum(m.amount_cents)::bigint FROM unnest(moved) m
  GROUP BY m.kind, m.figure ORDER BY m.kind, m.figure
  ON CONFLICT (kind, figure, slot) DO UPDATE SET amount_cents = t.amount_cents + excluded.amount_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_keep_totals" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION "ledger_keep_totals"();--> statement-breakpoint
-- The ledger so far. The trigger above already holds writers back until this commits.
INSERT INTO "ledger_daily_totals"
SELECT f.day, f.kind, f.figure, 0, sum(f.cents)::bigint
FROM "ledger_entries" e CROSS JOIN LATERAL ledger_figures_of(e) f
GROUP BY f.day, f.kind, f.figure;--> statement-breakpoint
INSERT INTO "ledger_totals"
SELECT kind, figure, 0, sum(amount_cents)::bigint FROM "ledger_daily_totals" GROUP BY kind, figure;
