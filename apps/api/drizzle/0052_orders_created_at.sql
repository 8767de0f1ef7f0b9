-- The back office's dashboard reads the orders of the last weeks by the time they were placed
-- (sales per day, best sellers): an index on that time, not a scan of every order a shop has taken.
CREATE INDEX IF NOT EXISTS "orders_created_at_idx" ON "orders" USING btree ("created_at");
