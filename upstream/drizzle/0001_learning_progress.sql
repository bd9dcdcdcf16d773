CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"student_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"student_name" text NOT NULL,
	"course_name" text NOT NULL,
	"package_name" text,
	"completed_at" timestamp(3) NOT NULL,
	"issued_at" timestamp(3) DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "video_completions" (
	"student_id" text NOT NULL,
	"video_id" integer NOT NULL,
	"completed_at" timestamp(3) DEFAULT now() NOT NULL,
	CONSTRAINT "video_completions_student_id_video_id_pk" PRIMARY KEY("student_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_completions" ADD CONSTRAINT "video_completions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_completions" ADD CONSTRAINT "video_completions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_student_course_idx" ON "certificates" USING btree ("student_id","course_id");--> statement-breakpoint
CREATE INDEX "video_completions_video_idx" ON "video_completions" USING btree ("video_id");