CREATE TABLE "order_version_downloads" (
	"order_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"first_downloaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_downloaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_version_downloads_order_id_version_id_pk" PRIMARY KEY("order_id","version_id")
);
--> statement-breakpoint
ALTER TABLE "order_version_downloads" ADD CONSTRAINT "order_version_downloads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_version_downloads" ADD CONSTRAINT "order_version_downloads_version_id_listing_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."listing_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_version_downloads_last_idx" ON "order_version_downloads" USING btree ("order_id","last_downloaded_at");