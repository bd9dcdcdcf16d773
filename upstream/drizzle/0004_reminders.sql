CREATE TABLE "sent_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"due_at" timestamp(3) NOT NULL,
	"recipient" text NOT NULL,
	"sent_at" timestamp(3) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_reminders_key_idx" ON "sent_reminders" USING btree ("kind","subject_id","due_at");