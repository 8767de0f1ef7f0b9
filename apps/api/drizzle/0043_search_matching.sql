-- How query words match products (decision 033): the search text weighs a product's own words
-- above its category's, sizes and Kazakh stems join it, and typo correction measures edit distance.
-- The catalogue's rows are reindexed here, so an existing catalogue searches the new way at once.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- A light Kazakh stemmer (PostgreSQL ships none): every word of `words` loses its noun endings
-- (plural, possessive, case), the longest first, again and again while three letters remain, then
-- a final voiced consonant is unvoiced as the bare stem spells it (жиынтығы → жиынтық). The same
-- function stems the catalogue's Kazakh texts and the query's words, so forms meet at one stem
-- even where it over-stems (перде, перделер → пер). Single-letter endings other than the
-- possessive ы/і are left alone: they would eat the stem of too many bare words (таба, айна).
CREATE OR REPLACE FUNCTION catalog_kk_ending() RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '(^|[^а-яёәғқңөұүһі])([а-яёәғқңөұүһі]{3,}?)('
    || 'лар|лер|дар|дер|тар|тер'
    || '|ым|ім|ың|ің|сы|сі|ңыз|ңіз|мыз|міз|ы|і'
    || '|ның|нің|дың|дің|тың|тің|ға|ге|қа|ке|на|не|ны|ні|ды|ді|ты|ті'
    || '|да|де|та|те|нда|нде|дан|ден|тан|тен|нан|нен|мен|бен|пен'
    || ')(?=[^а-яёәғқңөұүһі]|$)'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_kk_stem(words text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      words, catalog_kk_ending(), '\1\2', 'g'), catalog_kk_ending(), '\1\2', 'g'), catalog_kk_ending(), '\1\2', 'g'),
      catalog_kk_ending(), '\1\2', 'g'), catalog_kk_ending(), '\1\2', 'g'),
    'ғ(?=[^а-яёәғқңөұүһі]|$)', 'қ', 'g'), 'б(?=[^а-яёәғқңөұүһі]|$)', 'п', 'g'), 'г(?=[^а-яёәғқңөұүһі]|$)', 'к', 'g')
$$;
--> statement-breakpoint
-- A text's searchable words at one weight: Russian and English stems, every word as written (for
-- prefixes and Kazakh), and the Kazakh stems marked 'kk' (kkкастрөл), so that a Russian word's
-- Kazakh stem never meets a Russian stem (кофта → коф, the Russian stem of кофе).
CREATE OR REPLACE FUNCTION catalog_text_vector(ru text, en text, kk text, weight "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(
    to_tsvector('russian', coalesce(ru, '')) || to_tsvector('english', coalesce(en, ''))
      || to_tsvector('simple', concat_ws(' ', ru, en, kk))
      || to_tsvector('simple', regexp_replace(catalog_kk_stem(lower(coalesce(kk, ''))), '([а-яёәғқңөұүһі]+)', 'kk\1', 'g')),
    weight)
$$;
--> statement-breakpoint
-- Each product's search text: A its article and name, B its brand, colour, material, line,
-- collection and sizes, C the names of its category and its parents below the top level (a search
-- for "кухня" should not list the whole kitchen). A search matches category words only in
-- categories where no product has every word in its own (catalog-sql.ts).
CREATE OR REPLACE VIEW catalog_search_vectors AS
SELECT p.id AS product_id,
  setweight(to_tsvector('simple', p.article), 'A')
    || catalog_text_vector(p.name->>'ru', p.name->>'en', p.name->>'kk', 'A')
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
-- Russian and English stop words and the Kazakh ones («мен» and, «арналған» for) match too much to
-- say anything about what a shopper wants.
CREATE OR REPLACE FUNCTION catalog_stop_word(tok text) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(ts_lexize('russian_stem', tok) = '{}', false)
      OR coalesce(ts_lexize('english_stem', tok) = '{}', false)
      OR tok = ANY ('{мен,пен,бен,және,үшін,арналған}'::text[])
$$;
--> statement-breakpoint
-- A word's stems as the search text stores them (Russian, English, marked Kazakh), and the two
-- numbers of a size typed as 200x220.
CREATE OR REPLACE FUNCTION catalog_stems(tok text) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(ts_lexize('russian_stem', tok), '{}') || coalesce(ts_lexize('english_stem', tok), '{}')
      || ('kk' || catalog_kk_stem(tok))
      || CASE WHEN tok ~ '^[0-9]+[xх×*][0-9]+$' THEN regexp_split_to_array(tok, '[xх×*]') ELSE '{}' END
$$;
--> statement-breakpoint
-- Typed words are looked up as prefixes of the word list: a range of this index (in byte order, so
-- a prefix's words are adjacent) serves a prefix given as a parameter, as the trigram index cannot.
CREATE INDEX IF NOT EXISTS "catalog_words_prefix_idx" ON "catalog_words" ("word" COLLATE "C");
--> statement-breakpoint
-- One query word at some weights ('AB': the product's own words, 'ABC': its category's too): its
-- Russian and English stems, words it starts (type-ahead), its Kazakh stem, and a size typed as
-- 200x220 as the phrase «200 220».
DROP FUNCTION IF EXISTS catalog_token_query(text);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_token_query(tok text, weights text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN tok ~ '^[0-9]+[xх×*][0-9]+$'
    THEN q || to_tsquery('simple', regexp_replace(tok, '^([0-9]+)[xх×*]([0-9]+)$', '\1:' || weights || ' <-> \2:' || weights))
    ELSE q END
  FROM (SELECT to_tsquery('russian', quote_literal(tok) || ':' || weights)
      || to_tsquery('english', quote_literal(tok) || ':' || weights)
      || to_tsquery('simple', quote_literal(tok) || ':*' || weights)
      || to_tsquery('simple', quote_literal('kk' || catalog_kk_stem(tok)) || ':' || weights) AS q) word
$$;
--> statement-breakpoint
UPDATE catalog_products cp SET search_vector = v.search_vector
FROM catalog_search_vectors v WHERE v.product_id = cp.product_id;
--> statement-breakpoint
TRUNCATE TABLE catalog_words;
--> statement-breakpoint
INSERT INTO catalog_words (word)
SELECT DISTINCT u.lexeme FROM catalog_products cp, unnest(cp.search_vector) u;
