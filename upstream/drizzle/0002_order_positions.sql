ALTER TABLE "sections" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing rows keep the order they were listed in: sections by creation (then id) within a
-- course, videos by id within a section.
UPDATE "sections" SET "position" = "ranked"."rank"
FROM (
	SELECT "id", (row_number() OVER (PARTITION BY "course_id" ORDER BY "created_at", "id") - 1)::integer AS "rank"
	FROM "sections"
) AS "ranked"
WHERE "sections"."id" = "ranked"."id";--> statement-breakpoint
UPDATE "videos" SET "position" = "ranked"."rank"
FROM (
	SELECT "id", (row_number() OVER (PARTITION BY "section_id" ORDER BY "id") - 1)::integer AS "rank"
	FROM "videos"
) AS "ranked"
WHERE "videos"."id" = "ranked"."id";
