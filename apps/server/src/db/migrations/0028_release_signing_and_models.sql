CREATE TABLE "models" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"shutdown_date" text,
	"replacement" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "current_models" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_versions" ADD COLUMN "manifest" text;--> statement-breakpoint
ALTER TABLE "listing_versions" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "listing_versions" ADD COLUMN "signing_key_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "signing_keys_one_active_key" ON "signing_keys" USING btree ((true)) WHERE "signing_keys"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "listings_current_models_idx" ON "listings" USING gin ("current_models") WHERE active and removed_at is null;--> statement-breakpoint
CREATE INDEX "listing_versions_unsigned_idx" ON "listing_versions" USING btree ("created_at") WHERE signature is null and published_at is not null;