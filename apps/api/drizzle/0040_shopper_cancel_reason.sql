-- What the shopper said when cancelling an order or asking to cancel a paid one; shown in the back office.
ALTER TABLE "orders" ADD COLUMN "shopper_cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shopper_cancel_note" text;
