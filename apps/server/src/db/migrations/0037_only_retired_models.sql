DROP INDEX "listings_current_models_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "only_retired_models" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_current_models_idx" ON "listings" USING gin ("current_models");--> statement-breakpoint
-- A listing's flag, from its models as the catalogue has them now. The models are locked FOR SHARE:
-- a status change in flight is waited for (and then seen), and one that comes later waits for this
-- transaction, then finds the listing through the trigger on "models" below.
CREATE FUNCTION "listings_keep_only_retired_models"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(NEW.current_models) = 0 THEN
    NEW.only_retired_models := false;
  ELSE
    PERFORM 1 FROM models WHERE id = ANY(NEW.current_models) FOR SHARE;
    NEW.only_retired_models := NEW.current_models <@ ARRAY(
      SELECT id FROM models WHERE id = ANY(NEW.current_models) AND status = 'retired');
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_only_retired_models_insert" BEFORE INSERT ON "listings" FOR EACH ROW EXECUTE FUNCTION "listings_keep_only_retired_models"();--> statement-breakpoint
CREATE TRIGGER "listings_only_retired_models_update" BEFORE UPDATE OF "current_models" ON "listings" FOR EACH ROW EXECUTE FUNCTION "listings_keep_only_retired_models"();--> statement-breakpoint
-- A model added, removed, retired or brought back: the listings naming it whose flag changes.
CREATE FUNCTION "models_flag_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  retired text[];
BEGIN
  SELECT coalesce(array_agg(id), '{}') INTO retired FROM models WHERE status = 'retired';
  UPDATE listings SET only_retired_models = NOT only_retired_models
  WHERE current_models @> ARRAY[changed] AND only_retired_models <> (current_models <@ retired);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "models_flag_listings_insert_delete" AFTER INSERT OR DELETE ON "models" FOR EACH ROW EXECUTE FUNCTION "models_flag_listings"();--> statement-breakpoint
CREATE TRIGGER "models_flag_listings_update" AFTER UPDATE OF "status" ON "models" FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "models_flag_listings"();--> statement-breakpoint
UPDATE "listings" SET "only_retired_models" = true
WHERE cardinality("current_models") > 0
  AND "current_models" <@ ARRAY(SELECT id FROM "models" WHERE status = 'retired');
