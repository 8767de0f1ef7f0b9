-- When a product's page last changed, for its sitemap entry's lastmod: its own row (popularity aside, a
-- counter orders move), its sizes, prices and pictures. Stock is left out: it moves with every order.
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE FUNCTION products_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE probe products;
BEGIN
  probe := NEW;
  probe.popularity := OLD.popularity;
  probe.updated_at := OLD.updated_at;
  IF probe IS DISTINCT FROM OLD THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_touch BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION products_touch();
--> statement-breakpoint
-- A statement on a product's sizes, prices or pictures touches the products whose rows it really changed
-- (a re-import writing the same values touches none), once per statement; rows inserted with their
-- product in one transaction find it carrying the time already and write nothing.
CREATE FUNCTION products_touch_by_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET updated_at = now() FROM (SELECT DISTINCT product_id FROM changed_new) c
    WHERE p.id = c.product_id AND p.updated_at < now();
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products p SET updated_at = now() FROM (SELECT DISTINCT product_id FROM changed_old) c
    WHERE p.id = c.product_id AND p.updated_at < now();
  ELSE
    UPDATE products p SET updated_at = now() FROM (
      (SELECT product_id FROM (SELECT * FROM changed_new EXCEPT SELECT * FROM changed_old) n)
      UNION
      (SELECT product_id FROM (SELECT * FROM changed_old EXCEPT SELECT * FROM changed_new) o)
    ) c
    WHERE p.id = c.product_id AND p.updated_at < now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Transition tables take one event per trigger: three triggers on each table.
DO $$
DECLARE part text;
BEGIN
  FOREACH part IN ARRAY ARRAY['product_skus', 'product_prices', 'product_images'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_touch_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS changed_new
      FOR EACH STATEMENT EXECUTE FUNCTION products_touch_by_parts()', part);
    EXECUTE format('CREATE TRIGGER %1$s_touch_update AFTER UPDATE ON %1$I
      REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
      FOR EACH STATEMENT EXECUTE FUNCTION products_touch_by_parts()', part);
    EXECUTE format('CREATE TRIGGER %1$s_touch_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS changed_old
      FOR EACH STATEMENT EXECUTE FUNCTION products_touch_by_parts()', part);
  END LOOP;
END $$;
