CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" text NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"listing_ids" uuid[],
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_redemptions" integer,
	"per_buyer_limit" integer DEFAULT 1 NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_value" CHECK (("discount_codes"."percent_off" between 1 and 100 and "discount_codes"."amount_off_cents" is null) or ("discount_codes"."percent_off" is null and "discount_codes"."amount_off_cents" > 0)),
	CONSTRAINT "discount_codes_redemptions" CHECK ("discount_codes"."redemptions" >= 0 and ("discount_codes"."max_redemptions" is null or "discount_codes"."redemptions" <= "discount_codes"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_code_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"payment_intent_id" uuid,
	"order_id" uuid,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "original_price_cents" integer;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "discount_code_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "original_price_cents" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_payment_intent_id_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_seller_code_uq" ON "discount_codes" USING btree ("seller_id","code");--> statement-breakpoint
CREATE INDEX "discount_redemptions_buyer_idx" ON "discount_redemptions" USING btree ("discount_code_id","buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_intent_uq" ON "discount_redemptions" USING btree ("payment_intent_id");