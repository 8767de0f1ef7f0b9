-- A misspelt word's corrections (catalog-sql.ts: `catalog_words cw where cw.word % w.alt`): the trigram
-- operator's function is priced like an equality (cost 1), so while the catalogue's words were few enough
-- for a whole scan to look cheap the planner computed a similarity for every word rather than reading the
-- trigram index: at 6,000 products (8,000 words) 26 ms of a 29 ms search statement with one unknown word on
-- a busy machine, the statement's median 12 ms against 4–7 ms priced as below. Priced as what it does (both
-- words' trigram sets built and compared), the index is read there too; at 100,000 products (102,000 words)
-- it already was. A database whose pg_trgm another role installed keeps the old price (a notice says so).
DO $$
BEGIN
  ALTER FUNCTION similarity_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'similarity_op(text, text) keeps its cost: this role does not own pg_trgm';
END
$$;
