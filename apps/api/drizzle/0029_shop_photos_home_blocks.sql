-- Shops seeded before their photos were stored keep the drawn ones their page showed.
UPDATE "stores" SET "photos" = ARRAY['demo/shop/' || "id" || '/1.svg', 'demo/shop/' || "id" || '/2.svg', 'demo/shop/' || "id" || '/3.svg']
WHERE "kind" = 'shop' AND "photos" = '{}';
--> statement-breakpoint
-- A shop with a catalogue keeps its home page's popular products, now a block of each variant.
INSERT INTO "home_blocks" ("variant", "position", "kind", "title", "collection", "published")
SELECT v.variant, 1, 'collection', '{"ru":"Популярные товары","en":"Popular products","kk":"Танымал тауарлар"}'::jsonb, NULL, true
FROM (VALUES ('ru'), ('kz'), ('com')) AS v(variant)
WHERE EXISTS (SELECT 1 FROM "products") AND NOT EXISTS (SELECT 1 FROM "home_blocks");
