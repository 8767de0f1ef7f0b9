-- A misspelt word's corrections (catalog-sql.ts: `catalog_words cw where cw.word % w.alt`): the trigram
-- operator's function is priced like an equality (cost 1), so the planner scanned every catalogue word
-- computing a similarity for each rather than reading the trigram index. That scan was 26 ms of a 29 ms
-- search statement with one unknown word at 6,000 products, and it grows with the words: the reason a
-- query asked for the first time at 1,000,000 products took 3.26 × its time at 100,000. Priced as what it
-- does (both words' trigram sets built and compared), the index is read: 2 ms. A database whose pg_trgm
-- another role installed keeps the old price (a notice says so) and the old plan.
DO $$
BEGIN
  ALTER FUNCTION similarity_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'similarity_op(text, text) keeps its cost: this role does not own pg_trgm';
END
$$;
