CREATE TABLE "request_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "two_factors" ADD COLUMN "last_totp_step" bigint;--> statement-breakpoint
CREATE INDEX "request_limits_window_ends_at_idx" ON "request_limits" USING btree ("window_ends_at");