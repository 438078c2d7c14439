CREATE TABLE "weekly_seller_downloads" (
	"week_start" timestamp with time zone NOT NULL,
	"seller_id" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"person_key" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weekly_seller_downloads_week_start_seller_id_listing_id_person_key_pk" PRIMARY KEY("week_start","seller_id","listing_id","person_key")
);
--> statement-breakpoint
CREATE TABLE "weekly_seller_totals" (
	"week_start" timestamp with time zone NOT NULL,
	"seller_id" text NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone,
	CONSTRAINT "weekly_seller_totals_week_start_seller_id_pk" PRIMARY KEY("week_start","seller_id")
);
--> statement-breakpoint
CREATE INDEX "weekly_seller_totals_rank_idx" ON "weekly_seller_totals" USING btree ("week_start","downloads" DESC NULLS LAST,"reached_at","seller_id") WHERE downloads > 0;--> statement-breakpoint
-- The leaderboard week an instant falls in: Sunday 00:00 in New York (db/week-start.ts).
CREATE FUNCTION "leaderboard_week"(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT (date_trunc('week', (at AT TIME ZONE 'America/New_York') + interval '1 day') - interval '1 day') AT TIME ZONE 'America/New_York'
$$;--> statement-breakpoint
-- Counts the given (week, seller, listing, person) downloads afresh from the orders. The sellers'
-- week totals are locked first, in key order, so two transactions that touch one seller's week
-- take turns, and each later statement reads what the other committed (read committed): a
-- refund and a purchase of the same pair at once leave the count the orders say.
CREATE FUNCTION "recount_weekly_seller_downloads"(p_weeks timestamptz[], p_sellers text[], p_listings uuid[], p_persons text[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO weekly_seller_totals AS t (week_start, seller_id)
  SELECT DISTINCT k.w, k.s FROM unnest(p_weeks, p_sellers) AS k(w, s) WHERE k.s IS NOT NULL ORDER BY 1, 2
  ON CONFLICT (week_start, seller_id) DO UPDATE SET downloads = t.downloads;
  DELETE FROM weekly_seller_downloads d
  USING unnest(p_weeks, p_sellers, p_listings, p_persons) AS k(w, s, l, p)
  WHERE d.week_start = k.w AND d.seller_id = k.s AND d.listing_id = k.l AND d.person_key = k.p;
  INSERT INTO weekly_seller_downloads (week_start, seller_id, listing_id, person_key, first_at)
  SELECT k.w, k.s, k.l, k.p, min(o.created_at)
  FROM (SELECT DISTINCT * FROM unnest(p_weeks, p_sellers, p_listings, p_persons)) AS k(w, s, l, p)
  JOIN users s ON s.id = k.s AND s.person_key <> k.p
  JOIN users b ON b.person_key = k.p AND b.email_verified
  JOIN orders o ON o.buyer_id = b.id AND o.status = 'completed' AND o.listing_id = k.l AND o.seller_id = k.s
    AND o.created_at >= k.w AND o.created_at < k.w + interval '8 days' AND leaderboard_week(o.created_at) = k.w
  GROUP BY k.w, k.s, k.l, k.p
  ON CONFLICT DO NOTHING;
  UPDATE weekly_seller_totals t SET downloads = c.n, reached_at = c.at
  FROM (
    SELECT k.w, k.s, count(d.seller_id)::int AS n, max(d.first_at) AS at
    FROM (SELECT DISTINCT * FROM unnest(p_weeks, p_sellers)) AS k(w, s)
    LEFT JOIN weekly_seller_downloads d ON d.week_start = k.w AND d.seller_id = k.s
    GROUP BY k.w, k.s
  ) c
  WHERE t.week_start = c.w AND t.seller_id = c.s;
END $$;--> statement-breakpoint
-- Orders: the pairs of every completed order a statement wrote, changed or removed (a
-- completion, a refund, a dispute), by the buyer's person as it is now. A statement trigger, so a seed of thousands
-- of orders recounts once.
CREATE FUNCTION "orders_keep_weekly_seller_downloads"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w) AS w, array_agg(s) AS s, array_agg(l) AS l, array_agg(p) AS p INTO k FROM (
      SELECT DISTINCT leaderboard_week(n.created_at) AS w, n.seller_id AS s, n.listing_id AS l, b.person_key AS p
      FROM new_orders n JOIN users b ON b.id = n.buyer_id WHERE n.status = 'completed' AND n.seller_id IS NOT NULL) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w) AS w, array_agg(s) AS s, array_agg(l) AS l, array_agg(p) AS p INTO k FROM (
      SELECT DISTINCT leaderboard_week(o.created_at) AS w, o.seller_id AS s, o.listing_id AS l, b.person_key AS p
      FROM old_orders o JOIN users b ON b.id = o.buyer_id WHERE o.status = 'completed' AND o.seller_id IS NOT NULL) x;
  ELSE
    SELECT array_agg(w) AS w, array_agg(s) AS s, array_agg(l) AS l, array_agg(p) AS p INTO k FROM (
      SELECT DISTINCT leaderboard_week(o.created_at) AS w, o.seller_id AS s, o.listing_id AS l, b.person_key AS p
      FROM (SELECT * FROM old_orders UNION ALL SELECT * FROM new_orders) o JOIN users b ON b.id = o.buyer_id
      WHERE o.status = 'completed' AND o.seller_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM old_orders x JOIN new_orders y ON y.id = x.id
          WHERE x.id = o.id AND x.status = y.status AND x.buyer_id = y.buyer_id AND x.listing_id = y.listing_id
            AND x.seller_id IS NOT DISTINCT FROM y.seller_id AND x.created_at = y.created_at)) x;
  END IF;
  IF k.w IS NOT NULL THEN
    PERFORM recount_weekly_seller_downloads(k.w, k.s, k.l, k.p);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_weekly_seller_downloads_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_weekly_seller_downloads"();--> statement-breakpoint
CREATE TRIGGER "orders_weekly_seller_downloads_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_weekly_seller_downloads"();--> statement-breakpoint
CREATE TRIGGER "orders_weekly_seller_downloads_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_weekly_seller_downloads"();--> statement-breakpoint
-- Users: a buyer verifying (their orders start to count), an address change or an account
-- deletion (the tombstone is unverified, its person new): the pairs of their orders under the
-- old and the new person, and as a seller, the pairs of buyers who are their old or new person.
CREATE FUNCTION "users_keep_weekly_seller_downloads"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k record;
BEGIN
  SELECT array_agg(w) AS w, array_agg(s) AS s, array_agg(l) AS l, array_agg(p) AS p INTO k FROM (
    SELECT DISTINCT leaderboard_week(o.created_at) AS w, o.seller_id AS s, o.listing_id AS l, pk.p
    FROM orders o CROSS JOIN (VALUES (OLD.person_key), (NEW.person_key)) AS pk(p)
    WHERE o.buyer_id = NEW.id AND o.status = 'completed' AND o.seller_id IS NOT NULL
    UNION
    SELECT leaderboard_week(o.created_at), o.seller_id, o.listing_id, b.person_key
    FROM users b JOIN orders o ON o.buyer_id = b.id AND o.status = 'completed' AND o.seller_id = NEW.id
    WHERE b.person_key IN (OLD.person_key, NEW.person_key)) x;
  IF k.w IS NOT NULL THEN
    PERFORM recount_weekly_seller_downloads(k.w, k.s, k.l, k.p);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_weekly_seller_downloads" AFTER UPDATE OF "email_verified", "email" ON "users"
  FOR EACH ROW WHEN (OLD.email_verified IS DISTINCT FROM NEW.email_verified OR OLD.person_key IS DISTINCT FROM NEW.person_key)
  EXECUTE FUNCTION "users_keep_weekly_seller_downloads"();--> statement-breakpoint
-- The existing orders, counted once as the board counted them.
INSERT INTO "weekly_seller_downloads" (week_start, seller_id, listing_id, person_key, first_at)
SELECT leaderboard_week(o.created_at), o.seller_id, o.listing_id, b.person_key, min(o.created_at)
FROM orders o JOIN users b ON b.id = o.buyer_id JOIN users s ON s.id = o.seller_id
WHERE o.status = 'completed' AND b.email_verified AND b.person_key <> s.person_key
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "weekly_seller_totals" (week_start, seller_id, downloads, reached_at)
SELECT week_start, seller_id, count(*)::int, max(first_at) FROM weekly_seller_downloads GROUP BY 1, 2;
