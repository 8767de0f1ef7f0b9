-- A category's photograph (its tile on the home page, its listing's banner) and each shop's home page hero, as picture references; a category without one keeps its drawn pictures.
ALTER TABLE "categories" ADD COLUMN "picture" text;
--> statement-breakpoint
CREATE TABLE "home_heroes" (
	"variant" text PRIMARY KEY NOT NULL,
	"picture" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
