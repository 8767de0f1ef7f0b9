CREATE TABLE "catalog_city_stock" (
	"city_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"store_ids" integer[] NOT NULL,
	CONSTRAINT "catalog_city_stock_city_id_product_id_pk" PRIMARY KEY("city_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"article" text NOT NULL,
	"brand_id" integer NOT NULL,
	"colour_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"collection" text,
	"line" text,
	"sizes" text[] NOT NULL,
	"popularity" integer NOT NULL,
	"is_new" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"price_ru" integer,
	"price_kz" integer,
	"price_com" integer,
	"discount_ru" smallint DEFAULT 0 NOT NULL,
	"discount_kz" smallint DEFAULT 0 NOT NULL,
	"discount_com" smallint DEFAULT 0 NOT NULL,
	"warehouse_ru" integer DEFAULT 0 NOT NULL,
	"warehouse_kz" integer DEFAULT 0 NOT NULL,
	"warehouse_com" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_city_stock" ADD CONSTRAINT "catalog_city_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_products_category_pop_idx" ON "catalog_products" USING btree ("category_id","popularity" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalog_products_pop_idx" ON "catalog_products" USING btree ("popularity" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalog_products_article_idx" ON "catalog_products" USING btree (lower("article"));