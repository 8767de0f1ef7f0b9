-- Looks belong to a lookbook by id, not by its slug: a renamed lookbook keeps its looks.
CREATE TABLE "lookbooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant" text NOT NULL,
	"looks_pending_at" timestamp with time zone,
	"backfill_slug" text
);
--> statement-breakpoint
INSERT INTO "lookbooks" ("variant", "backfill_slug")
SELECT "variant", "slug" FROM (
	SELECT "variant", "slug" FROM "content_entries" WHERE "kind" = 'lookbook'
	UNION
	SELECT "variant", "lookbook" FROM "content_looks"
) AS s
ORDER BY "variant", "slug";
--> statement-breakpoint
ALTER TABLE "content_entries" ADD COLUMN "lookbook_id" integer;
--> statement-breakpoint
UPDATE "content_entries" e SET "lookbook_id" = b."id"
FROM "lookbooks" b
WHERE e."kind" = 'lookbook' AND b."variant" = e."variant" AND b."backfill_slug" = e."slug";
--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_lookbook_id_lookbooks_id_fk" FOREIGN KEY ("lookbook_id") REFERENCES "public"."lookbooks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_lookbook" CHECK (("kind" = 'lookbook') = ("lookbook_id" is not null));
--> statement-breakpoint
CREATE INDEX "content_entries_lookbook_idx" ON "content_entries" USING btree ("lookbook_id");
--> statement-breakpoint
ALTER TABLE "content_looks" ADD COLUMN "lookbook_id" integer;
--> statement-breakpoint
UPDATE "content_looks" l SET "lookbook_id" = b."id"
FROM "lookbooks" b
WHERE b."variant" = l."variant" AND b."backfill_slug" = l."lookbook";
--> statement-breakpoint
ALTER TABLE "content_looks" ALTER COLUMN "lookbook_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "content_looks" ADD CONSTRAINT "content_looks_lookbook_id_lookbooks_id_fk" FOREIGN KEY ("lookbook_id") REFERENCES "public"."lookbooks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_looks" ALTER COLUMN "lookbook" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "content_looks" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "content_looks" ADD COLUMN "live_id" integer;
--> statement-breakpoint
ALTER TABLE "content_looks" ADD CONSTRAINT "content_looks_live_id_content_looks_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."content_looks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
DROP INDEX "content_looks_lookbook_idx";
--> statement-breakpoint
CREATE INDEX "content_looks_lookbook_idx" ON "content_looks" USING btree ("lookbook_id","draft","position");
--> statement-breakpoint
ALTER TABLE "lookbooks" DROP COLUMN "backfill_slug";
