CREATE TABLE "version_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"reason" text NOT NULL,
	"engine_version" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"status" text,
	"result" jsonb,
	"appeal_note" text,
	"appealed_at" timestamp with time zone,
	"decision" text,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "version_scans" ADD CONSTRAINT "version_scans_version_id_listing_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."listing_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_scans" ADD CONSTRAINT "version_scans_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "version_scans_open_key" ON "version_scans" USING btree ("version_id") WHERE finished_at is null;--> statement-breakpoint
CREATE INDEX "version_scans_due_idx" ON "version_scans" USING btree ("run_after") WHERE finished_at is null;--> statement-breakpoint
CREATE INDEX "version_scans_version_idx" ON "version_scans" USING btree ("version_id","created_at");--> statement-breakpoint
CREATE INDEX "version_scans_queue_idx" ON "version_scans" USING btree ("status","finished_at") WHERE decided_at is null and status in ('flagged', 'blocked', 'error');