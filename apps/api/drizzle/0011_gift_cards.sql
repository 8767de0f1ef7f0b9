CREATE TABLE "gift_card_purchases" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"design" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"sender_name" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"send_mode" text NOT NULL,
	"send_at" timestamp with time zone,
	"time_zone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "present_token" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "pin_sealed" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "sms_status" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "sms_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "sms_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "sms_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "sms_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'goods' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_cards_recipient_idx" ON "gift_cards" USING btree ("recipient_phone");--> statement-breakpoint
CREATE INDEX "gift_cards_sms_due_idx" ON "gift_cards" USING btree ("sms_due_at") WHERE "gift_cards"."sms_status" in ('scheduled', 'sending');--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_present_token_unique" UNIQUE("present_token");