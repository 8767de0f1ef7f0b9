-- Search support the Drizzle schema cannot express: pg_trgm, a GIN index on the tsvector, a
-- trigram index on the word list, and the helpers that build a tsquery from typed tokens.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_products_search_idx" ON "catalog_products" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_words_trgm_idx" ON "catalog_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_city_stock_product_idx" ON "catalog_city_stock" ("product_id");
--> statement-breakpoint
-- One typed token: its Russian and English stems, or any word starting with it (type-ahead, Kazakh).
CREATE OR REPLACE FUNCTION catalog_token_query(tok text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsquery('russian', quote_literal(tok))
      || to_tsquery('english', quote_literal(tok))
      || to_tsquery('simple', quote_literal(tok) || ':*')
$$;
--> statement-breakpoint
CREATE AGGREGATE catalog_tsquery_and(tsquery) (SFUNC = tsquery_and, STYPE = tsquery);
--> statement-breakpoint
CREATE AGGREGATE catalog_tsquery_or(tsquery) (SFUNC = tsquery_or, STYPE = tsquery);
