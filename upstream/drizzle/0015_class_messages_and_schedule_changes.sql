CREATE TABLE "class_message_recipients" (
	"message_id" uuid NOT NULL,
	"student_id" text NOT NULL,
	CONSTRAINT "class_message_recipients_message_id_student_id_pk" PRIMARY KEY("message_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "class_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp(3) NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "live_session_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp(3) NOT NULL,
	"previous_starts_at" timestamp(3),
	"duration_minutes" integer NOT NULL,
	"changed_at" timestamp(3) NOT NULL,
	"batch_due_at" timestamp(3) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_message_recipients" ADD CONSTRAINT "class_message_recipients_message_id_class_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."class_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_message_recipients" ADD CONSTRAINT "class_message_recipients_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_messages" ADD CONSTRAINT "class_messages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_messages" ADD CONSTRAINT "class_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_session_changes" ADD CONSTRAINT "live_session_changes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_messages_course_idx" ON "class_messages" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "live_session_changes_course_idx" ON "live_session_changes" USING btree ("course_id","batch_due_at");--> statement-breakpoint
CREATE INDEX "live_session_changes_due_idx" ON "live_session_changes" USING btree ("batch_due_at");