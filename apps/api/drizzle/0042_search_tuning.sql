-- What staff tune search with, read at query time (no reindex): synonyms per language, products
-- pinned to the top of a query's answer, and the log of what shoppers searched (one row per day,
-- variant and query, added to in batches) behind the zero- and low-result report.
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"terms" text[] NOT NULL,
	"target" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_lang" CHECK ("lang" in ('ru', 'en', 'kk')),
	CONSTRAINT "search_synonyms_terms" CHECK (cardinality("terms") between 1 and 20 and ("target" is not null or cardinality("terms") >= 2))
);
--> statement-breakpoint
CREATE TABLE "search_pins" (
	"query" text NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "search_pins_query_product_id_pk" PRIMARY KEY("query","product_id")
);
--> statement-breakpoint
ALTER TABLE "search_pins" ADD CONSTRAINT "search_pins_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"day" date NOT NULL,
	"variant" text NOT NULL,
	"query" text NOT NULL,
	"searches" integer NOT NULL,
	"results" integer,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_queries_day_variant_query_pk" PRIMARY KEY("day","variant","query")
);
