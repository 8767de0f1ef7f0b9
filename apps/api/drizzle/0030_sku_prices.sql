-- A size's own price in a variant, overriding its product's (product_prices) there.
CREATE TABLE "sku_prices" (
	"variant" text NOT NULL,
	"sku_id" integer NOT NULL,
	"price" integer NOT NULL,
	"old_price" integer,
	CONSTRAINT "sku_prices_sku_id_variant_pk" PRIMARY KEY("sku_id","variant"),
	CONSTRAINT "sku_prices_positive" CHECK ("sku_prices"."price" > 0 and ("sku_prices"."old_price" is null or "sku_prices"."old_price" > "sku_prices"."price"))
);
--> statement-breakpoint
ALTER TABLE "sku_prices" ADD CONSTRAINT "sku_prices_sku_id_product_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_skus"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The one rule of what a size costs: in a variant where its product is sold, its own price when it has
-- one, else its product's (an override carries its own old price, none included).
CREATE VIEW sku_variant_prices AS
SELECT pp.variant, s.id AS sku_id, s.product_id,
  coalesce(sp.price, pp.price) AS price,
  CASE WHEN sp.sku_id IS NULL THEN pp.old_price ELSE sp.old_price END AS old_price
FROM product_skus s
JOIN product_prices pp ON pp.product_id = s.product_id
LEFT JOIN sku_prices sp ON sp.sku_id = s.id AND sp.variant = pp.variant;
--> statement-breakpoint
-- A product's price in a variant as listings show, sort and filter it: its cheapest size's price and
-- that size's old price, and its dearest size's price (above the price: the sizes differ, the price is
-- a "from" price). A product without SKUs keeps its own.
CREATE VIEW product_variant_prices AS
SELECT pp.variant, pp.product_id,
  coalesce(r.price, pp.price) AS price,
  CASE WHEN r.price IS NULL THEN pp.old_price ELSE r.old_price END AS old_price,
  coalesce(r.max_price, pp.price) AS max_price
FROM product_prices pp
LEFT JOIN LATERAL (
  SELECT min(v.price) AS price, max(v.price) AS max_price,
    (array_agg(v.old_price ORDER BY v.price, v.old_price DESC NULLS LAST))[1] AS old_price
  FROM sku_variant_prices v WHERE v.product_id = pp.product_id AND v.variant = pp.variant
) r ON true;
--> statement-breakpoint
-- A size's own price changes its product's page: the product's updated_at (sitemap lastmod, 0028)
-- follows, for the rows a statement really changed, once per statement.
CREATE FUNCTION products_touch_by_sku_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET updated_at = now() FROM (
      SELECT DISTINCT s.product_id FROM changed_new c JOIN product_skus s ON s.id = c.sku_id) c
    WHERE p.id = c.product_id AND p.updated_at < now();
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products p SET updated_at = now() FROM (
      SELECT DISTINCT s.product_id FROM changed_old c JOIN product_skus s ON s.id = c.sku_id) c
    WHERE p.id = c.product_id AND p.updated_at < now();
  ELSE
    UPDATE products p SET updated_at = now() FROM (
      SELECT s.product_id FROM (
        (SELECT * FROM changed_new EXCEPT SELECT * FROM changed_old)
        UNION ALL
        (SELECT * FROM changed_old EXCEPT SELECT * FROM changed_new)) d
      JOIN product_skus s ON s.id = d.sku_id) c
    WHERE p.id = c.product_id AND p.updated_at < now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sku_prices_touch_insert AFTER INSERT ON sku_prices REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION products_touch_by_sku_prices();
--> statement-breakpoint
CREATE TRIGGER sku_prices_touch_update AFTER UPDATE ON sku_prices
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION products_touch_by_sku_prices();
--> statement-breakpoint
CREATE TRIGGER sku_prices_touch_delete AFTER DELETE ON sku_prices REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION products_touch_by_sku_prices();
--> statement-breakpoint
-- catalog_cards (0008) priced by product_variant_prices, with `priceFrom` when the sizes differ.
CREATE OR REPLACE FUNCTION catalog_cards(ids int[], p_variant text, p_lang text, p_city int, p_owner text)
RETURNS json LANGUAGE plpgsql STABLE AS $$
DECLARE result json;
BEGIN
  SELECT coalesce(json_agg(json_build_object(
      'id', p.id, 'article', p.article, 'slug', p.slug, 'name', p.name->>p_lang, 'imageCount', p.image_count,
      'price', pp.price, 'oldPrice', pp.old_price, 'priceFrom', pp.max_price > pp.price,
      'isNew', p.is_new, 'popularity', p.popularity,
      'sizes', coalesce(cp.sizes, '{}'),
      'quickSku', CASE WHEN coalesce(cp.sizes, '{}') = '{}' THEN (SELECT min(s.id) FROM product_skus s WHERE s.product_id = p.id) END,
      'available', coalesce(cs.quantity, 0)
        + coalesce(CASE p_variant WHEN 'ru' THEN cp.warehouse_ru WHEN 'kz' THEN cp.warehouse_kz ELSE cp.warehouse_com END, 0),
      'stock', CASE
        WHEN coalesce(cs.quantity, 0) >= 10 THEN 'many'
        WHEN coalesce(cs.quantity, 0) >= 3 THEN 'in_stock'
        WHEN coalesce(cs.quantity, 0) >= 1 THEN 'few'
        WHEN (CASE p_variant WHEN 'ru' THEN cp.warehouse_ru WHEN 'kz' THEN cp.warehouse_kz ELSE cp.warehouse_com END) > 0
          THEN 'delivered'
        ELSE 'none' END,
      'favourite', p_owner IS NOT NULL AND EXISTS (
        SELECT 1 FROM favourites fv WHERE fv.owner_key = p_owner AND fv.product_id = p.id),
      'colours', (SELECT json_agg(json_build_object('code', c.code, 'hex', c.hex, 'name', c.name->>p_lang, 'slug', m.slug)
                  ORDER BY m.id) FROM products m JOIN colours c ON c.id = m.colour_id WHERE m.model_key = p.model_key)
    ) ORDER BY t.ord), '[]'::json)
  INTO result
  FROM unnest(ids) WITH ORDINALITY AS t(product_id, ord)
  JOIN products p ON p.id = t.product_id
  JOIN product_variant_prices pp ON pp.product_id = p.id AND pp.variant = p_variant
  LEFT JOIN catalog_products cp ON cp.product_id = p.id
  LEFT JOIN catalog_city_stock cs ON cs.city_id = p_city AND cs.product_id = p.id;
  RETURN result;
END $$;
