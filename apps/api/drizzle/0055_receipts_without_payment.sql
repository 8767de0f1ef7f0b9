-- Receipts without a card payment and receipts of handed-over goods (decision 046): an order paid
-- wholly by gift cards registers the receipt of what they paid with no payment of ours; a refund
-- may have two receipts (the money back to the card, the advance back to the gift cards); goods
-- paid in advance get a second receipt, the prepayment's offset, when they are handed over — once
-- per order. A CloudPayments payment link keeps its own id, so cancelling the order closes the link.
ALTER TABLE "receipts" ALTER COLUMN "payment_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "purpose" text DEFAULT 'payment' NOT NULL;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_purpose" CHECK ("purpose" in ('payment', 'handover') and ("purpose" = 'payment' or "refund_id" is null));
--> statement-breakpoint
DROP INDEX IF EXISTS "receipts_payment_once";
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_once" ON "receipts" USING btree ("payment_id","settlement") WHERE "refund_id" is null and "purpose" = 'payment' and "payment_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_gift_cards_only_once" ON "receipts" USING btree ("order_id","settlement") WHERE "refund_id" is null and "purpose" = 'payment' and "payment_id" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_handover_once" ON "receipts" USING btree ("order_id") WHERE "purpose" = 'handover';
--> statement-breakpoint
DROP INDEX IF EXISTS "receipts_refund_once";
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_refund_once" ON "receipts" USING btree ("refund_id","settlement") WHERE "refund_id" is not null;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_link_id" text;
