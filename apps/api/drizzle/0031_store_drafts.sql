-- A shop page's pending change (text, photos, opening hours): shoppers keep the published page until it is published.
CREATE TABLE "store_drafts" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_drafts" ADD CONSTRAINT "store_drafts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
