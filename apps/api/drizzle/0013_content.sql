CREATE TABLE "content_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"variant" text NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"meta" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"cover" text,
	"body" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"collection" text,
	CONSTRAINT "content_entries_status" CHECK ("content_entries"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "content_looks" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant" text NOT NULL,
	"lookbook" text NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"category" text NOT NULL,
	"image" text NOT NULL,
	"product_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_slug_idx" ON "content_entries" USING btree ("kind","variant","lang","slug");--> statement-breakpoint
CREATE INDEX "content_entries_list_idx" ON "content_entries" USING btree ("kind","variant","lang","status","published_at");--> statement-breakpoint
CREATE INDEX "content_looks_lookbook_idx" ON "content_looks" USING btree ("variant","lookbook","position");