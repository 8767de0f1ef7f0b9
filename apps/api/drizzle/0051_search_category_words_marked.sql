-- A product's category words are marked in its search text ('~кастрюл'), so the GIN index tells them from
-- the product's own words (decision 033): a search by own words reads only the products that have them,
-- not every product of a category whose name holds the word, which the weight recheck then dropped.
-- A query word matches category words through its marked form (catalog_marked_query).
CREATE OR REPLACE FUNCTION catalog_marked(v tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
      '''' || replace(replace('~' || u.lexeme, '\', ''), '''', '''''') || ''':'
        || array_to_string(u.positions, 'C,') || 'C', ' ')::tsvector, ''::tsvector)
  FROM unnest(v) u
$$;
--> statement-breakpoint
-- The query's lexemes as category words: each 'lexeme':AB (or :*AB) becomes '~lexeme':C (or :*C).
-- Query words are letters and digits only (catalog-sql.ts), so a lexeme holds no quote.
CREATE OR REPLACE FUNCTION catalog_marked_query(q tsquery) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(q::text, '''([^'']*)'':(\*?)[ABCD]*', '''~\1'':\2C', 'g')::tsquery
$$;
--> statement-breakpoint
CREATE OR REPLACE VIEW catalog_search_vectors AS
SELECT p.id AS product_id,
  setweight(to_tsvector('simple', p.article), 'A')
    || catalog_text_vector(catalog_name_head(p.name->>'ru', 'ru'), catalog_name_head(p.name->>'en', 'en'),
      catalog_name_head(p.name->>'kk', 'kk'), 'A')
    || catalog_text_vector(catalog_name_purpose(p.name->>'ru', 'ru'), catalog_name_purpose(p.name->>'en', 'en'),
      catalog_name_purpose(p.name->>'kk', 'kk'), 'B')
    || catalog_text_vector(
      concat_ws(' ', b.name, col.name->>'ru', m.name->>'ru', p.line, p.collection, sz.sizes),
      concat_ws(' ', col.name->>'en', m.name->>'en'),
      concat_ws(' ', col.name->>'kk', m.name->>'kk'), 'B')
    || catalog_marked(catalog_text_vector(ct.ru, ct.en, ct.kk, 'C')) AS search_vector
FROM products p
JOIN brands b ON b.id = p.brand_id
JOIN colours col ON col.id = p.colour_id
JOIN materials m ON m.id = p.material_id
JOIN (
  SELECT c.id,
    string_agg(a.name->>'ru', ' ' ORDER BY a.depth) AS ru,
    string_agg(a.name->>'en', ' ' ORDER BY a.depth) AS en,
    string_agg(a.name->>'kk', ' ' ORDER BY a.depth) AS kk
  FROM categories c
  JOIN categories a ON a.id = c.id OR (a.parent_id IS NOT NULL AND starts_with(c.path, a.path || '/'))
  GROUP BY c.id
) ct ON ct.id = p.category_id
LEFT JOIN LATERAL (
  SELECT string_agg(s.size, ' ') AS sizes FROM product_skus s WHERE s.product_id = p.id
) sz ON true;
--> statement-breakpoint
UPDATE catalog_products cp SET search_vector = v.search_vector
FROM catalog_search_vectors v WHERE v.product_id = cp.product_id;
--> statement-breakpoint
-- The word list (typo correction, known words) keeps category words unmarked.
TRUNCATE TABLE catalog_words;
--> statement-breakpoint
INSERT INTO catalog_words (word)
SELECT DISTINCT ltrim(u.lexeme, '~') FROM catalog_products cp, unnest(cp.search_vector) u;
--> statement-breakpoint
-- Every row was rewritten: the planner's statistics are renewed now (autovacuum reclaims the old rows).
ANALYZE catalog_products;
--> statement-breakpoint
ANALYZE catalog_words;
