-- SBP next to cards (decision 035): how a payment is paid, and the link its QR code carries on desktop.
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "qr_url" text;
--> statement-breakpoint
-- When reconciliation last asked the provider about a pending payment: it asks the longest unasked first.
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree (coalesce("checked_at", "created_at")) WHERE "status" = 'pending';
