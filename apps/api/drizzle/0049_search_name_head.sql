-- Two ways a product's name told the search less than it says (decision 033):
-- 1. A name's purpose ("Чехол для подушки", "Қыздарға арналған свитшот") names another kind of
--    goods than the product: its words weigh B, like the brand, and the head of the name A, so a
--    search for pillows lists pillows before their covers.
-- 2. Russian plurals with a fleeting vowel ("ложек", "вешалок") stem apart from their other forms
--    ("ложки" → ложк): the text and the query's words carry the stem without the vowel too.
CREATE OR REPLACE FUNCTION catalog_ru_fleeting(words text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_agg(m[1] || 'к', ' ')
  FROM regexp_matches(lower(coalesce(words, '')), '([а-яё]{2,}[бвгджзклмнпрстфхцчшщ])[оеё]к(?![а-яё])', 'g') AS m
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_name_head(name text, lang text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE lang
    WHEN 'ru' THEN regexp_replace(name, '\s+для\s.*$', '')
    WHEN 'en' THEN regexp_replace(name, '\s+for\s.*$', '', 'i')
    WHEN 'kk' THEN regexp_replace(name, '^.*\sарналған\s+', '')
    ELSE name END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_name_purpose(name text, lang text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE lang
    WHEN 'ru' THEN substring(name FROM '\s(для\s.*)$')
    WHEN 'en' THEN substring(name FROM '(?i)\s(for\s.*)$')
    WHEN 'kk' THEN substring(name FROM '^(.*\sарналған)\s')
    END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_text_vector(ru text, en text, kk text, weight "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(
    to_tsvector('russian', coalesce(ru, '')) || to_tsvector('english', coalesce(en, ''))
      || to_tsvector('simple', concat_ws(' ', ru, en, kk))
      || to_tsvector('simple', coalesce(catalog_ru_fleeting(ru), ''))
      || to_tsvector('simple', regexp_replace(catalog_kk_stem(lower(coalesce(kk, ''))), '([а-яёәғқңөұүһі]+)', 'kk\1', 'g')),
    weight)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_token_query(tok text, weights text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN tok ~ '^[0-9]+[xх×*][0-9]+$'
    THEN q || to_tsquery('simple', regexp_replace(tok, '^([0-9]+)[xх×*]([0-9]+)$', '\1:' || weights || ' <-> \2:' || weights))
    WHEN catalog_ru_fleeting(tok) IS NOT NULL
    THEN q || to_tsquery('simple', quote_literal(catalog_ru_fleeting(tok)) || ':' || weights)
    ELSE q END
  FROM (SELECT to_tsquery('russian', quote_literal(tok) || ':' || weights)
      || to_tsquery('english', quote_literal(tok) || ':' || weights)
      || to_tsquery('simple', quote_literal(tok) || ':*' || weights)
      || to_tsquery('simple', quote_literal('kk' || catalog_kk_stem(tok)) || ':' || weights) AS q) word
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
    || catalog_text_vector(ct.ru, ct.en, ct.kk, 'C') AS search_vector
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
TRUNCATE TABLE catalog_words;
--> statement-breakpoint
INSERT INTO catalog_words (word)
SELECT DISTINCT u.lexeme FROM catalog_products cp, unnest(cp.search_vector) u;
