ALTER TABLE "orders" ADD COLUMN "egp_amount" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "egp_rate" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "egp_rate_set_at" timestamp(3);