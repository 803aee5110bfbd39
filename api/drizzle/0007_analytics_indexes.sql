ALTER TABLE "session_answers" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "session_answers" ADD COLUMN "child_id" uuid;--> statement-breakpoint
-- Backfill (written by hand): the answers of class sessions stored before these columns get
-- their session's class and their seat's roster child, before the index is built.
UPDATE "session_answers" AS "sa" SET "class_id" = "cs"."class_id", "child_id" = "sp"."child_id"
FROM "classroom_sessions" AS "cs", "session_players" AS "sp"
WHERE "cs"."class_id" IS NOT NULL AND "cs"."id" = "sa"."session_id"
  AND "sp"."session_id" = "sa"."session_id" AND "sp"."player_id" = "sa"."player_id";--> statement-breakpoint
CREATE INDEX "session_answers_class_analytics_idx" ON "session_answers" USING btree ("class_id","child_id","question_type","skill","correct_time","correct","tag","given","answer_ms") WHERE "session_answers"."class_id" is not null;