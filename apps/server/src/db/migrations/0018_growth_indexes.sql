CREATE INDEX "listings_top_rated_idx" ON "listings" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE active and removed_at is null and rating_count >= 3;--> statement-breakpoint
ALTER INDEX "listings_search_vector_idx" SET (gin_pending_list_limit = 256);
