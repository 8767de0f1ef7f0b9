CREATE TABLE "content_drafts" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "content_entries"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE "home_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"image" text,
	"link" text,
	"collection" text,
	"published" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_blocks_kind" CHECK ("kind" in ('banner', 'collection'))
);
--> statement-breakpoint
CREATE INDEX "home_blocks_variant_idx" ON "home_blocks" USING btree ("variant","position");
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "content_looks" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "description" jsonb DEFAULT '{"ru":"","en":"","kk":""}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "photos" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
