-- The catalogue's change feed names what changed (decision 043): a row per product a committed
-- transaction changed (a back-office edit, an import, an order's or a cancellation's stock recount),
-- or one without a product for a change of the whole catalogue (the category tree, search tuning, a
-- reseed). Each process reads the rows after the ones it has and applies them to its facet index.
-- `xid` is the writing transaction's id: rows of transactions older than a reader's snapshot xmin are
-- final, so a reader that re-reads from its last xmin never misses a row that committed late with a
-- lower id. Rows are pruned after a while (the periodic full build covers a process that fell behind).
CREATE TABLE IF NOT EXISTS "catalog_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_changes_xid_idx" ON "catalog_changes" USING btree ("xid");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_changes_created_at_idx" ON "catalog_changes" USING btree ("created_at");
