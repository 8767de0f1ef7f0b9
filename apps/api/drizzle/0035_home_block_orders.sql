-- A variant's pending order of home blocks: shoppers keep home_blocks.position until it is published.
CREATE TABLE "home_block_orders" (
	"variant" text PRIMARY KEY NOT NULL,
	"block_ids" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
