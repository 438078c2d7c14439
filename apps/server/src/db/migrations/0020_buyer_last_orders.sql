CREATE TABLE "buyer_last_orders" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_ordered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "buyer_last_orders_at_idx" ON "buyer_last_orders" USING btree ("last_ordered_at");--> statement-breakpoint
CREATE INDEX "orders_completed_buyer_idx" ON "orders" USING btree ("buyer_id","created_at") WHERE status = 'completed';--> statement-breakpoint
-- Orders turn completed only when they are inserted, so inserts are all this follows. Buyers are
-- upserted in id order, so two statements that meet on buyers wait instead of deadlocking.
CREATE FUNCTION "orders_keep_buyer_last_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO buyer_last_orders AS b (user_id, last_ordered_at)
  SELECT buyer_id, max(created_at) FROM new_orders WHERE status = 'completed'
  GROUP BY buyer_id ORDER BY buyer_id
  ON CONFLICT (user_id) DO UPDATE SET last_ordered_at = greatest(b.last_ordered_at, excluded.last_ordered_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_buyer_last_order" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_buyer_last_order"();--> statement-breakpoint
INSERT INTO "buyer_last_orders"
SELECT buyer_id, max(created_at) FROM "orders" WHERE status = 'completed' GROUP BY buyer_id;
