-- Placing an order reads the basket in the statement that locks it, and that statement's snapshot
-- predates the wait for the lock: a price edited during the wait would be charged at the old price.
-- The queries of a volatile function take snapshots of their own, so called once the basket's rows
-- are locked it reads the prices committed by then (place-order.ts, lockBasket).
CREATE FUNCTION sku_prices_now(p_variant text, p_sku_ids integer[]) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN (SELECT coalesce(json_agg(json_build_object('skuId', sku_id, 'price', price, 'oldPrice', old_price)), '[]')
    FROM sku_variant_prices WHERE variant = p_variant AND sku_id = ANY (p_sku_ids));
END $$;
--> statement-breakpoint
-- Products whose stock an order took, waiting for the catalogue's recount (catalog-refresh.ts,
-- recountPendingCatalogStock): the order only appends a row, so racing orders for sizes of one
-- product do not queue on its catalogue row. No key: an insert never waits for another.
CREATE TABLE "catalog_stock_pending" (
	"product_id" integer NOT NULL
);
