CREATE TABLE "seller_domains" (
	"user_id" text PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"check_failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verified_names" (
	"user_id" text NOT NULL,
	"skeleton" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "verified_names_user_id_skeleton_pk" PRIMARY KEY("user_id","skeleton")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_domain" text;--> statement-breakpoint
ALTER TABLE "seller_domains" ADD CONSTRAINT "seller_domains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_names" ADD CONSTRAINT "verified_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_domains_recheck_idx" ON "seller_domains" USING btree ("last_checked_at") WHERE verified_at is not null;--> statement-breakpoint
CREATE INDEX "verified_names_skeleton_idx" ON "verified_names" USING btree ("skeleton");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_verified_domain_unique" UNIQUE("verified_domain");