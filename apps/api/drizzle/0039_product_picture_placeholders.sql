-- A product picture's key is now a picture id (modules/pictures: its sizes are derived at
-- /images/p/{id}/{width}.{format}); rows stored before keep their image storage key and are shown as
-- stored. Its placeholder is the colour a page paints the picture's box with while it loads.
ALTER TABLE "product_images" ADD COLUMN "placeholder" text;
--> statement-breakpoint
-- catalog_cards (0030) with each card's own pictures, in order (null for a product with none: it
-- keeps its image_count drawn pictures).
CREATE OR REPLACE FUNCTION catalog_cards(ids int[], p_variant text, p_lang text, p_city int, p_owner text)
RETURNS json LANGUAGE plpgsql STABLE AS $$
DECLARE result json;
BEGIN
  SELECT coalesce(json_agg(json_build_object(
      'id', p.id, 'article', p.article, 'slug', p.slug, 'name', p.name->>p_lang, 'imageCount', p.image_count,
      'pictures', (SELECT json_agg(json_build_object('key', pi.key, 'width', pi.width, 'height', pi.height,
                     'placeholder', pi.placeholder) ORDER BY pi.position)
                   FROM product_images pi WHERE pi.product_id = p.id),
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
