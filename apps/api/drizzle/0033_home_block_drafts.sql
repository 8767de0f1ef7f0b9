-- A published home block's pending change: shoppers keep the published block until it is published.
CREATE TABLE "home_block_drafts" (
	"block_id" integer PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_block_drafts" ADD CONSTRAINT "home_block_drafts_block_id_home_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."home_blocks"("id") ON DELETE cascade ON UPDATE no action;
