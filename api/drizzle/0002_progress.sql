CREATE TYPE "public"."difficulty" AS ENUM('1', '5', '10', '15', 'hour', 'half');--> statement-breakpoint
CREATE TYPE "public"."misconception_tag" AS ENUM('hands_swapped', 'past_to_reversed', 'halb_trap', 'next_hour', 'previous_hour', 'numeral_as_minutes', 'off_by_one_step', 'tick_miscount', 'off_by_one_hour', 'am_pm_swap', 'h24_drop_ten', 'elapsed_units', 'hour_hand_on_numeral', 'hour_wrong_other', 'minute_wrong_other', 'unclassified');--> statement-breakpoint
CREATE TYPE "public"."progress_source" AS ENUM('game', 'guest_history');--> statement-breakpoint
CREATE TYPE "public"."question_type" AS ENUM('multiple_choice', 'read_time', 'set_time', 'elapsed_time');--> statement-breakpoint
CREATE TABLE "progress_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "progress_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"progress_game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question_type" "question_type" NOT NULL,
	"difficulty" "difficulty",
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"answer_ms" integer,
	"given" jsonb,
	"expected" varchar(40),
	"tag" "misconception_tag"
);
--> statement-breakpoint
CREATE TABLE "progress_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"source" "progress_source" NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"answer_count" integer NOT NULL,
	"correct_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "progress_answers" ADD CONSTRAINT "progress_answers_progress_game_id_progress_games_id_fk" FOREIGN KEY ("progress_game_id") REFERENCES "public"."progress_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_answers" ADD CONSTRAINT "progress_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_games" ADD CONSTRAINT "progress_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_answers_user_id_answered_at_idx" ON "progress_answers" USING btree ("user_id","answered_at");--> statement-breakpoint
CREATE INDEX "progress_answers_progress_game_id_idx" ON "progress_answers" USING btree ("progress_game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_games_user_id_game_id_idx" ON "progress_games" USING btree ("user_id","game_id");