-- A search text's Kazakh stems (catalog_kk_stem, 0043: eight regular expression passes over the
-- text) cost half of its building, and a catalogue's names are made of a few hundred words: each
-- distinct word is stemmed once, when the catalogue is rebuilt (catalog-refresh.ts), and a text
-- takes its words' stems from what was learnt. A word not learnt is stemmed as before, so a text is
-- the same whatever was learnt (it only saves time) and the functions stay IMMUTABLE.
-- A text's Kazakh stems, each marked 'kk' (kkкастрөл), as the search text carries them.
CREATE OR REPLACE FUNCTION catalog_kk_marked(words text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(catalog_kk_stem(words), '([а-яёәғқңөұүһі]+)', 'kk\1', 'g')
$$;
--> statement-breakpoint
-- The learnt words: a JSON object of word → catalog_kk_marked(word), written into this function's
-- body by catalog_kk_learn(), so that a text's function has it as a constant. Looking the words up in
-- a table costs a query per text, as much as the stemmer's passes. Empty until the first learning.
CREATE OR REPLACE FUNCTION catalog_kk_known() RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT '{}'::jsonb $$;
--> statement-breakpoint
-- Stems the catalogue's Kazakh words (product names, colours, materials, categories; split at
-- spaces as catalog_kk_marked_by_word splits a text) into catalog_kk_known(), the 5,000 most used:
-- a constant of a few hundred kilobytes at most, copied on each call. Answers how many it learnt.
CREATE OR REPLACE FUNCTION catalog_kk_learn() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  known jsonb;
BEGIN
  SELECT coalesce(jsonb_object_agg(top.word, catalog_kk_marked(top.word)), '{}') INTO known
  FROM (
    SELECT w.word
    FROM (SELECT lower(name->>'kk') AS kk FROM products
      UNION SELECT lower(name->>'kk') FROM colours
      UNION SELECT lower(name->>'kk') FROM materials
      UNION SELECT lower(name->>'kk') FROM categories) t,
      unnest(string_to_array(t.kk, ' ')) AS w(word)
    WHERE w.word ~ '[а-яёәғқңөұүһі]'
    GROUP BY w.word
    ORDER BY count(*) DESC, w.word
    LIMIT 5000) top;
  EXECUTE format('CREATE OR REPLACE FUNCTION catalog_kk_known() RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS %L',
    format('SELECT %L::jsonb', known));
  RETURN (SELECT count(*) FROM jsonb_object_keys(known));
END $$;
--> statement-breakpoint
-- catalog_kk_marked(words) a word at a time: the stemmer's passes match a whole run of Kazakh letters
-- each, never across a space, so the text split at its spaces, each word stemmed alone (or looked up)
-- and joined again is the same text. A text without Kazakh letters has nothing to stem.
CREATE OR REPLACE FUNCTION catalog_kk_marked_by_word(words text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  known jsonb := catalog_kk_known();
  word text;
  marked text[] := '{}';
BEGIN
  IF words !~ '[а-яёәғқңөұүһі]' THEN
    RETURN words;
  END IF;
  FOREACH word IN ARRAY string_to_array(words, ' ') LOOP
    marked := marked || coalesce(known->>word, catalog_kk_marked(word));
  END LOOP;
  RETURN array_to_string(marked, ' ');
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_text_vector(ru text, en text, kk text, weight "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(
    to_tsvector('russian', coalesce(ru, '')) || to_tsvector('english', coalesce(en, ''))
      || to_tsvector('simple', concat_ws(' ', ru, en, kk))
      || to_tsvector('simple', coalesce(catalog_ru_fleeting(ru), ''))
      || to_tsvector('simple', catalog_kk_marked_by_word(lower(coalesce(kk, '')))),
    weight)
$$;
--> statement-breakpoint
SELECT catalog_kk_learn();
