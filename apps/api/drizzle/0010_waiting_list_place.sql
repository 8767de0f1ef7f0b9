ALTER TABLE "waiting_list" ADD COLUMN "variant" text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD COLUMN "city_id" integer;--> statement-breakpoint
UPDATE "waiting_list" SET "city_id" = 86999 WHERE "city_id" IS NULL;--> statement-breakpoint
ALTER TABLE "waiting_list" ALTER COLUMN "city_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_list_pending_idx" ON "waiting_list" USING btree ("sku_id") WHERE "waiting_list"."notified_at" is null;