ALTER TABLE "payment_intents" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '60 minutes' NOT NULL;--> statement-breakpoint
UPDATE "payment_intents" SET "expires_at" = "created_at" + interval '60 minutes';--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD COLUMN "refund_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_live_uq" ON "orders" USING btree ("buyer_id","listing_id") WHERE status <> 'refunded';--> statement-breakpoint
CREATE INDEX "payment_intents_unsettled_idx" ON "payment_intents" USING btree ("created_at") WHERE status = 'requires_payment' or (status = 'refunded' and provider_refund_id is null);--> statement-breakpoint
CREATE INDEX "payment_intents_listing_open_idx" ON "payment_intents" USING btree ("listing_id") WHERE status = 'requires_payment';--> statement-breakpoint
CREATE FUNCTION "listings_cancel_open_intents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Whatever takes a listing off sale (deactivated, deleted, its seller gone), nobody pays for it now.
  UPDATE "payment_intents" SET "status" = 'canceled'
    WHERE "listing_id" = NEW."id" AND "status" = 'requires_payment';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_unlisted_cancel_intents" AFTER UPDATE OF "active", "removed_at" ON "listings" FOR EACH ROW
  WHEN ((OLD."active" AND OLD."removed_at" IS NULL) AND NOT (NEW."active" AND NEW."removed_at" IS NULL))
  EXECUTE FUNCTION "listings_cancel_open_intents"();
