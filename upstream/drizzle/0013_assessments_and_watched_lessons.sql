CREATE TABLE "assessment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"student_id" text NOT NULL,
	"started_at" timestamp(3) NOT NULL,
	"deadline_at" timestamp(3),
	"submitted_at" timestamp(3),
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score_percent" integer,
	"passed" boolean,
	"correct_ids" jsonb
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"numeric_answer" double precision,
	"tolerance" double precision,
	"tolerance_kind" text,
	"unit" text,
	"explanation" text
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"section_id" uuid,
	"title" text NOT NULL,
	"pass_mark" integer NOT NULL,
	"time_limit_minutes" integer,
	"max_attempts" integer,
	"retry_wait_minutes" integer DEFAULT 0 NOT NULL,
	"draw_count" integer,
	"shuffle_options" boolean DEFAULT true NOT NULL,
	"reveal_answers" text DEFAULT 'afterPass' NOT NULL,
	"created_at" timestamp(3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_watches" (
	"student_id" text NOT NULL,
	"video_id" integer NOT NULL,
	"opened_at" timestamp(3) NOT NULL,
	"last_report_at" timestamp(3) NOT NULL,
	"played_seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "video_watches_student_id_video_id_pk" PRIMARY KEY("student_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "final_exam_percent" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watches" ADD CONSTRAINT "video_watches_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watches" ADD CONSTRAINT "video_watches_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_attempts_student_idx" ON "assessment_attempts" USING btree ("student_id","assessment_id");--> statement-breakpoint
CREATE INDEX "assessment_attempts_assessment_idx" ON "assessment_attempts" USING btree ("assessment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_one_open_idx" ON "assessment_attempts" USING btree ("assessment_id","student_id") WHERE "assessment_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "assessment_questions_assessment_idx" ON "assessment_questions" USING btree ("assessment_id","position");--> statement-breakpoint
CREATE INDEX "assessments_course_idx" ON "assessments" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_one_final_idx" ON "assessments" USING btree ("course_id") WHERE "assessments"."kind" = 'final';--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_one_quiz_per_section_idx" ON "assessments" USING btree ("section_id") WHERE "assessments"."section_id" is not null;--> statement-breakpoint
CREATE INDEX "video_watches_video_idx" ON "video_watches" USING btree ("video_id");