CREATE TYPE "public"."question_purpose" AS ENUM('level', 'review', 'remediation', 'placement');--> statement-breakpoint
CREATE TYPE "public"."skill" AS ENUM('oclock', 'half', 'quarter', 'five_minutes', 'one_minute', 'elapsed', 'h24');--> statement-breakpoint
ALTER TABLE "progress_answers" ADD COLUMN "skill" "skill";--> statement-breakpoint
ALTER TABLE "progress_answers" ADD COLUMN "level" smallint;--> statement-breakpoint
ALTER TABLE "progress_answers" ADD COLUMN "purpose" "question_purpose";