DROP INDEX "orders_completed_created_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_id" text;--> statement-breakpoint
-- Each order carries its listing's seller: filled here for existing orders and by the trigger
-- below for new ones, whichever code inserts them. A listing never changes hands.
UPDATE "orders" o SET "seller_id" = l."user_id" FROM "listings" l WHERE l."id" = o."listing_id";--> statement-breakpoint
CREATE FUNCTION "orders_copy_seller"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seller_id := (SELECT user_id FROM listings WHERE id = NEW.listing_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_seller" BEFORE INSERT OR UPDATE OF "listing_id" ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_copy_seller"();--> statement-breakpoint
CREATE INDEX "listings_top_rated_idx" ON "listings" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE active and removed_at is null and rating_count >= 3;--> statement-breakpoint
CREATE INDEX "orders_completed_week_idx" ON "orders" USING btree ("created_at","seller_id") WHERE status = 'completed';--> statement-breakpoint
-- The search index keeps its entries; only its pending list gets smaller (decision 035).
ALTER INDEX "listings_search_vector_idx" SET (gin_pending_list_limit = 256);