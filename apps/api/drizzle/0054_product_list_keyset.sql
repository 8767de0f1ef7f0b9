-- The back office's product list is read by keyset on (sort value, id) in each of its sorts: an index
-- per sort lets any page of a million products read only its own rows. Popularity gains the id (the
-- shop's listings' uses of it are served alike); article is unique already; the name sorts by the
-- staff member's language, as the list's SQL writes it (products.admin.ts sortKey).
DROP INDEX IF EXISTS "products_popularity_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_popularity_idx" ON "products" USING btree ("popularity","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_ru_idx" ON "products" USING btree ((coalesce("name"->>'ru', '')),"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_en_idx" ON "products" USING btree ((coalesce("name"->>'en', '')),"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_kk_idx" ON "products" USING btree ((coalesce("name"->>'kk', '')),"id");
