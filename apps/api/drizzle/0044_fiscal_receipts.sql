-- Fiscal receipts (54-FZ, decision 034): one per payment's card money, per payment's gift-card part
-- and per refund's card money, with the receipt as sent (lines, buyer, tax system) and where it
-- stands at the provider: pending (not sent yet) → sent → succeeded, or failed (resent by staff).
CREATE TABLE "receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" text NOT NULL,
	"refund_id" text,
	"type" text NOT NULL,
	"settlement" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"receipt" jsonb NOT NULL,
	"provider_receipt_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_type" CHECK ("type" in ('payment', 'refund') and ("refund_id" is null) = ("type" = 'payment')),
	CONSTRAINT "receipts_settlement" CHECK ("settlement" in ('cashless', 'prepayment')),
	CONSTRAINT "receipts_status" CHECK ("status" in ('pending', 'sent', 'succeeded', 'failed')),
	CONSTRAINT "receipts_amount" CHECK ("amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "receipts_order_idx" ON "receipts" USING btree ("order_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_once" ON "receipts" USING btree ("payment_id","settlement") WHERE "refund_id" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_refund_once" ON "receipts" USING btree ("refund_id") WHERE "refund_id" is not null;
