-- A product's prices in all variants by its id: the product page lists the variants a product is sold
-- in, and deleting a product cascades to its prices. The primary key (variant, product_id) serves
-- neither, so both scanned the whole table: 50 ms a product page at 100,000 products, ten times that
-- at a million.
CREATE INDEX IF NOT EXISTS "product_prices_product_idx" ON "product_prices" USING btree ("product_id");
