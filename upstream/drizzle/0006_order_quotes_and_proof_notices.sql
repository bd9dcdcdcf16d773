ALTER TABLE "orders" ADD COLUMN "quoted_at" timestamp(3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "previous_amount" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "admin_notified_at" timestamp(3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proofs_since_notice" integer DEFAULT 0 NOT NULL;