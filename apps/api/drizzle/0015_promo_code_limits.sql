DROP INDEX "promo_code_uses_order_idx";--> statement-breakpoint
ALTER TABLE "promo_code_uses" DROP CONSTRAINT "promo_code_uses_code_user_id_pk";--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_order_id_code_pk" PRIMARY KEY("order_id","code");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "per_user_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "promo_code_uses_user_idx" ON "promo_code_uses" USING btree ("code","user_id");