CREATE TYPE "public"."session_end_reason" AS ENUM('completed', 'ended_early');--> statement-breakpoint
CREATE TABLE "classroom_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"teacher_id" uuid NOT NULL,
	"room_code" varchar(6) NOT NULL,
	"options" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"end_reason" "session_end_reason" NOT NULL,
	"player_count" integer NOT NULL,
	"question_count" integer NOT NULL,
	"answer_count" integer NOT NULL,
	"average_score" double precision,
	"average_answer_ms" integer,
	"most_missed_index" smallint,
	"most_missed_count" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_answers" (
	"session_id" uuid NOT NULL,
	"player_id" varchar(128) NOT NULL,
	"question_index" smallint NOT NULL,
	"question_type" "question_type" NOT NULL,
	"correct_time" varchar(5) NOT NULL,
	"given" varchar(40) NOT NULL,
	"correct" boolean NOT NULL,
	"answer_ms" integer NOT NULL,
	"tag" "misconception_tag",
	CONSTRAINT "session_answers_session_id_player_id_question_index_pk" PRIMARY KEY("session_id","player_id","question_index")
);
--> statement-breakpoint
CREATE TABLE "session_players" (
	"session_id" uuid NOT NULL,
	"player_id" varchar(128) NOT NULL,
	"nickname" varchar(40) NOT NULL,
	"character_id" varchar(32) NOT NULL,
	"final_score" integer NOT NULL,
	"rank" integer NOT NULL,
	"correct_count" integer NOT NULL,
	"total_answer_ms" integer NOT NULL,
	CONSTRAINT "session_players_session_id_player_id_pk" PRIMARY KEY("session_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "classroom_sessions" ADD CONSTRAINT "classroom_sessions_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_answers" ADD CONSTRAINT "session_answers_player_fk" FOREIGN KEY ("session_id","player_id") REFERENCES "public"."session_players"("session_id","player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_players" ADD CONSTRAINT "session_players_session_id_classroom_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."classroom_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classroom_sessions_teacher_id_ended_at_id_idx" ON "classroom_sessions" USING btree ("teacher_id","ended_at" DESC NULLS LAST,"id" DESC NULLS LAST);