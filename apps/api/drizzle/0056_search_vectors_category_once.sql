-- The same search texts as 0051's view, with a category's words computed once per category rather than
-- once per product: the grouped subquery becomes a lateral one on the product's category, which the
-- planner memoizes (a Memoize node keyed by the category), so a million products compute them for a few
-- hundred categories (a third of the seed's derived build), and one product's refresh for its own only.
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
    || ct.vector AS search_vector
FROM products p
JOIN brands b ON b.id = p.brand_id
JOIN colours col ON col.id = p.colour_id
JOIN materials m ON m.id = p.material_id
JOIN LATERAL (
  SELECT catalog_marked(catalog_text_vector(
      string_agg(a.name->>'ru', ' ' ORDER BY a.depth),
      string_agg(a.name->>'en', ' ' ORDER BY a.depth),
      string_agg(a.name->>'kk', ' ' ORDER BY a.depth), 'C')) AS vector
  FROM categories c
  JOIN categories a ON a.id = c.id OR (a.parent_id IS NOT NULL AND starts_with(c.path, a.path || '/'))
  WHERE c.id = p.category_id
  GROUP BY c.id
) ct ON true
LEFT JOIN LATERAL (
  SELECT string_agg(s.size, ' ') AS sizes FROM product_skus s WHERE s.product_id = p.id
) sz ON true;
