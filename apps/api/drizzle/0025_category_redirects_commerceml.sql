CREATE TABLE "category_redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_redirects" ADD CONSTRAINT "category_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "format" text DEFAULT 'csv' NOT NULL;--> statement-breakpoint
CREATE TABLE "exchange_uploads" (
	"session" text NOT NULL,
	"file_name" text NOT NULL,
	"content" bytea NOT NULL,
	"import_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_uploads_session_file_name_pk" PRIMARY KEY("session","file_name")
);
--> statement-breakpoint
ALTER TABLE "exchange_uploads" ADD CONSTRAINT "exchange_uploads_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE set null ON UPDATE no action;
