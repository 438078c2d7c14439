CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "notifications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"link" text NOT NULL,
	"data" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"version" text NOT NULL,
	"changelog" text DEFAULT '' NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_mime" text NOT NULL,
	"sha256" text,
	"files" jsonb,
	"status" text NOT NULL,
	"silent" boolean DEFAULT false NOT NULL,
	"prerelease" boolean DEFAULT false NOT NULL,
	"compatibility" jsonb,
	"published_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_versions_revoked_has_reason" CHECK (("listing_versions"."revoked_at" is null) = ("listing_versions"."revoke_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "update_notice_mutes" (
	"user_id" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "update_notice_mutes_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "version_notice_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"cursor" text,
	"notified" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "product_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_versions" ADD CONSTRAINT "listing_versions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_notice_mutes" ADD CONSTRAINT "update_notice_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_notice_mutes" ADD CONSTRAINT "update_notice_mutes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_notice_runs" ADD CONSTRAINT "version_notice_runs_version_id_listing_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."listing_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_kind_subject_key" ON "notifications" USING btree ("user_id","kind","subject_id");--> statement-breakpoint
CREATE INDEX "notifications_user_seq_idx" ON "notifications" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE read_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_versions_listing_version_key" ON "listing_versions" USING btree ("listing_id","version");--> statement-breakpoint
CREATE INDEX "listing_versions_unhashed_idx" ON "listing_versions" USING btree ("created_at") WHERE sha256 is null;--> statement-breakpoint
CREATE UNIQUE INDEX "version_notice_runs_version_kind_key" ON "version_notice_runs" USING btree ("version_id","kind");--> statement-breakpoint
CREATE INDEX "version_notice_runs_open_idx" ON "version_notice_runs" USING btree ("created_at") WHERE done_at is null;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "current_version" jsonb;
--> statement-breakpoint
-- Every listing so far becomes its version 1.0.0, published when the listing was created. SQL
-- cannot read the stored file, so sha256 and files stay null until the start-up backfill hashes
-- the bytes (modules/releases/backfill.ts), which then writes each listing's current_version.
INSERT INTO "listing_versions" ("listing_id", "version", "file_key", "file_name", "file_size", "file_mime", "status", "published_at", "created_at")
SELECT "id", '1.0.0', "file_key", "file_name", "file_size", "file_mime", 'clean', "created_at", "created_at" FROM "listings";
