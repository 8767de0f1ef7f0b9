-- The same search texts as 0057, a third cheaper to build. As a SQL function, catalog_text_vector is
-- not inlined where its arguments are function calls (it reads ru and kk more than once), so each
-- call ran its body as a query of its own: the executor started and stopped for it, and the
-- functions inside it (catalog_ru_fleeting, which reads FROM regexp_matches and is never inlined)
-- were parsed and planned again on every call: in a profile of the seed's texts that parsing,
-- planning and starting took about a quarter of the time, and allocating and freeing the per-call
-- states another tenth. In PL/pgSQL the body is a simple expression planned once per session, and
-- the SQL function inside it is planned once per transaction, not per call. The texts are identical, byte for byte (checked over the 6,000-product
-- seed).
CREATE OR REPLACE FUNCTION catalog_text_vector(ru text, en text, kk text, weight "char") RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN setweight(
    to_tsvector('russian', coalesce(ru, '')) || to_tsvector('english', coalesce(en, ''))
      || to_tsvector('simple', concat_ws(' ', ru, en, kk))
      || to_tsvector('simple', coalesce(catalog_ru_fleeting(ru), ''))
      || to_tsvector('simple', catalog_kk_marked_by_word(lower(coalesce(kk, '')))),
    weight);
END $$;
