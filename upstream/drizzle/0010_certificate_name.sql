ALTER TABLE "certificates" ADD COLUMN "course_hours" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "certificate_name" text;--> statement-breakpoint
-- Certificates issued before the hours were kept state the course's hours as they are now.
UPDATE "certificates" SET "course_hours" = "courses"."hours" FROM "courses" WHERE "courses"."id" = "certificates"."course_id";
