-- Renames published before content_redirects existed left no redirect. The audit log holds each one: a
-- 'content.update' of a published entry (edits were live then) or a 'content.publish' of its pending
-- change stores the entry's row before and after, so a published entry whose kind, shop, language or
-- slug changed had its old address there. The newest rename away from an address wins; an address an
-- entry holds now, or one an entry took after that rename, keeps no redirect (as keepOldAddress drops it);
-- redirects already recorded stay. Rerunnable: it only adds what is missing.
INSERT INTO "content_redirects" ("kind", "variant", "lang", "from_slug", "entry_id", "created_at")
SELECT DISTINCT ON (r."kind", r."variant", r."lang", r."from_slug")
	r."kind", r."variant", r."lang", r."from_slug", r."entry_id", r."at"
FROM (
	SELECT a."before"->>'kind' AS "kind", a."before"->>'variant' AS "variant", a."before"->>'lang' AS "lang",
		a."before"->>'slug' AS "from_slug", e."id" AS "entry_id", a."at", a."id" AS "audit_id"
	FROM "audit_log" a
	JOIN "content_entries" e ON e."id"::text = a."entity_id"
	WHERE a."entity_type" = 'content' AND a."action" IN ('content.update', 'content.publish')
		AND a."before"->>'status' = 'published' AND a."after"->>'status' = 'published'
		AND a."before" ?& array['kind', 'variant', 'lang', 'slug'] AND a."after" ? 'slug'
		AND (a."before"->>'kind', a."before"->>'variant', a."before"->>'lang', a."before"->>'slug')
			IS DISTINCT FROM (a."after"->>'kind', a."after"->>'variant', a."after"->>'lang', a."after"->>'slug')
) r
WHERE NOT EXISTS (
		SELECT 1 FROM "content_entries" h
		WHERE h."kind" = r."kind" AND h."variant" = r."variant" AND h."lang" = r."lang" AND h."slug" = r."from_slug"
	)
	AND NOT EXISTS (
		SELECT 1 FROM "audit_log" c
		WHERE c."entity_type" = 'content' AND c."action" IN ('content.create', 'content.update', 'content.publish')
			AND c."at" > r."at" AND c."after"->>'kind' = r."kind" AND c."after"->>'variant' = r."variant"
			AND c."after"->>'lang' = r."lang" AND c."after"->>'slug' = r."from_slug"
	)
ORDER BY r."kind", r."variant", r."lang", r."from_slug", r."at" DESC, r."audit_id" DESC
ON CONFLICT DO NOTHING;
