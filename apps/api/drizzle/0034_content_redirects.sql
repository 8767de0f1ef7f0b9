-- The old slug of a published entry renamed: its old address answers a 301 to the entry's current one.
CREATE TABLE "content_redirects" (
	"kind" text NOT NULL,
	"variant" text NOT NULL,
	"lang" text NOT NULL,
	"from_slug" text NOT NULL,
	"entry_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_redirects_kind_variant_lang_from_slug_pk" PRIMARY KEY("kind","variant","lang","from_slug")
);
--> statement-breakpoint
ALTER TABLE "content_redirects" ADD CONSTRAINT "content_redirects_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;
