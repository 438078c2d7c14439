CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "listings_title_trgm_idx";--> statement-breakpoint
DROP INDEX "listings_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating_average" double precision GENERATED ALWAYS AS (case when rating_count = 0 then 0 else rating_sum::float8 / rating_count end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_listed_rating_idx" ON "listings" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE active and removed_at is null;--> statement-breakpoint
-- Ratings: the listing row carries its review sum and count, changed by the same statement
-- (and so the same transaction) that writes or removes a review, whichever code path does it.
UPDATE "listings" l SET "rating_sum" = s.total, "rating_count" = s.n
FROM (SELECT listing_id, sum(rating)::int AS total, count(*)::int AS n FROM "reviews" GROUP BY listing_id) s
WHERE s.listing_id = l.id;--> statement-breakpoint
CREATE FUNCTION "reviews_keep_rating_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE listings SET rating_sum = rating_sum + NEW.rating, rating_count = rating_count + 1 WHERE id = NEW.listing_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE listings SET rating_sum = rating_sum - OLD.rating, rating_count = rating_count - 1 WHERE id = OLD.listing_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_rating_stats" AFTER INSERT OR DELETE OR UPDATE OF "rating", "listing_id" ON "reviews" FOR EACH ROW EXECUTE FUNCTION "reviews_keep_rating_stats"();--> statement-breakpoint
-- Typo vocabulary: the words of titles and tags (3+ characters, not only digits).
CREATE FUNCTION "search_words_of"(text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table($1, '[^[:alnum:]]+') w WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
$$;--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT DISTINCT w FROM "listings", "search_words_of"("search_text") w ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Statement triggers with transition tables: one INSERT ... SELECT per statement, so a bulk insert
-- of listings adds its words in one pass. Updates only look at rows whose title or tags changed.
CREATE FUNCTION "listings_add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (word) SELECT DISTINCT w FROM new_rows n, search_words_of(n.search_text) w ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows n JOIN old_rows o ON o.id = n.id, search_words_of(n.search_text) w
    WHERE n.search_text IS DISTINCT FROM o.search_text
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_search_words_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listings_add_search_words"();--> statement-breakpoint
CREATE TRIGGER "listings_search_words_update" AFTER UPDATE ON "listings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listings_add_search_words"();
