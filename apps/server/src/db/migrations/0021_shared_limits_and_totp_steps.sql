CREATE TABLE "request_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_completed_week_idx";--> statement-breakpoint
ALTER TABLE "two_factors" ADD COLUMN "last_totp_step" bigint;--> statement-breakpoint
CREATE INDEX "request_limits_window_ends_at_idx" ON "request_limits" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "orders_completed_week_idx" ON "orders" USING btree ("created_at","seller_id","buyer_id","listing_id") WHERE status = 'completed';