CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"project_type" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text,
	"address_hash" text NOT NULL,
	"created_at" timestamp(3) DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) DEFAULT now() NOT NULL,
	"answered_at" timestamp(3)
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "course_hours" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "certificate_name" text;--> statement-breakpoint
CREATE INDEX "enquiries_status_created_idx" ON "enquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_address_created_idx" ON "enquiries" USING btree ("address_hash","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_email_created_idx" ON "enquiries" USING btree (lower("email"),"created_at");--> statement-breakpoint
-- Certificates issued before the hours were kept state the course's hours as they are now.
UPDATE "certificates" SET "course_hours" = "courses"."hours" FROM "courses" WHERE "courses"."id" = "certificates"."course_id";
