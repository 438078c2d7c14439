DROP INDEX "listings_listed_created_idx";--> statement-breakpoint
DROP INDEX "listings_listed_price_idx";--> statement-breakpoint
DROP INDEX "listings_listed_popular_idx";--> statement-breakpoint
DROP INDEX "listings_listed_featured_idx";--> statement-breakpoint
DROP INDEX "listings_listed_use_case_idx";--> statement-breakpoint
CREATE INDEX "listings_listed_price_desc_idx" ON "listings" USING btree ("price_cents" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE active and removed_at is null;--> statement-breakpoint
CREATE INDEX "listings_listed_created_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id") WHERE active and removed_at is null;--> statement-breakpoint
CREATE INDEX "listings_listed_price_idx" ON "listings" USING btree ("price_cents","created_at" DESC NULLS LAST,"id") WHERE active and removed_at is null;--> statement-breakpoint
CREATE INDEX "listings_listed_popular_idx" ON "listings" USING btree ("download_count" DESC NULLS LAST,"view_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE active and removed_at is null;--> statement-breakpoint
CREATE INDEX "listings_listed_featured_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id") WHERE featured and active and removed_at is null;--> statement-breakpoint
CREATE INDEX "listings_listed_use_case_idx" ON "listings" USING btree ("use_case","created_at" DESC NULLS LAST,"id") WHERE active and removed_at is null;