-- Public lists show only listings with a current version (db/live-listing.ts). Migration 0023 made
-- every older listing its published version 1.0.0 but left current_version to the start-up
-- backfill, which hashes each stored file first: until it reached a listing, that listing would
-- be missing from the marketplace. Such a 1.0.0 is current now; the backfill adds its sha256.
UPDATE "listings" SET "current_version" = jsonb_build_object(
  'version', v."version",
  'publishedAt', to_char(v."published_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'sha256', coalesce(v."sha256", ''),
  'fileName', v."file_name",
  'fileSize', v."file_size")
FROM "listing_versions" v
WHERE v."listing_id" = "listings"."id" AND "listings"."current_version" IS NULL
  AND v."version" = '1.0.0' AND v."published_at" IS NOT NULL AND v."revoked_at" IS NULL AND NOT v."prerelease"
  AND NOT EXISTS (SELECT 1 FROM "listing_versions" o WHERE o."listing_id" = "listings"."id" AND o."version" <> '1.0.0');
