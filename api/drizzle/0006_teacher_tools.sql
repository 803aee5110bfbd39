CREATE TYPE "public"."class_language" AS ENUM('en', 'es', 'fr', 'de', 'it');--> statement-breakpoint
CREATE TYPE "public"."grade" AS ENUM('K', '1', '2', '3');--> statement-breakpoint
CREATE TYPE "public"."school_role" AS ENUM('admin', 'teacher');--> statement-breakpoint
CREATE TABLE "assignment_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assignment_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"assignment_game_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"question_index" smallint NOT NULL,
	"question_type" "question_type" NOT NULL,
	"skill" "skill",
	"level" smallint,
	"correct_time" varchar(5),
	"given" varchar(40),
	"correct" boolean NOT NULL,
	"answer_ms" integer,
	"tag" "misconception_tag",
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"answer_count" integer NOT NULL,
	"correct_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"nickname" varchar(20) NOT NULL,
	"nickname_key" varchar(40) NOT NULL,
	"character_id" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"name" varchar(60) NOT NULL,
	"grade" "grade" NOT NULL,
	"language" "class_language" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"email" varchar(254) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "school_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "school_members" (
	"school_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "school_role" NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_members_school_id_user_id_pk" PRIMARY KEY("school_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "preset" jsonb;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "share_code" varchar(10);--> statement-breakpoint
ALTER TABLE "classroom_sessions" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "session_answers" ADD COLUMN "skill" "skill";--> statement-breakpoint
ALTER TABLE "session_players" ADD COLUMN "child_id" uuid;--> statement-breakpoint
ALTER TABLE "assignment_answers" ADD CONSTRAINT "assignment_answers_assignment_game_id_assignment_games_id_fk" FOREIGN KEY ("assignment_game_id") REFERENCES "public"."assignment_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_games" ADD CONSTRAINT "assignment_games_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_games" ADD CONSTRAINT "assignment_games_child_id_class_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."class_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_children" ADD CONSTRAINT "class_children_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_invites" ADD CONSTRAINT "school_invites_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_invites" ADD CONSTRAINT "school_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_members" ADD CONSTRAINT "school_members_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_members" ADD CONSTRAINT "school_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_answers_child_id_idx" ON "assignment_answers" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "assignment_answers_task_id_idx" ON "assignment_answers" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "assignment_answers_game_id_idx" ON "assignment_answers" USING btree ("assignment_game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_games_task_child_game_idx" ON "assignment_games" USING btree ("task_id","child_id","game_id");--> statement-breakpoint
CREATE INDEX "assignment_games_child_id_idx" ON "assignment_games" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_children_class_id_key_idx" ON "class_children" USING btree ("class_id","nickname_key");--> statement-breakpoint
CREATE INDEX "classes_teacher_id_idx" ON "classes" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "school_invites_school_id_idx" ON "school_invites" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_members_user_id_idx" ON "school_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_sessions" ADD CONSTRAINT "classroom_sessions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_players" ADD CONSTRAINT "session_players_child_id_class_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."class_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_class_id_idx" ON "tasks" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "classroom_sessions_class_id_idx" ON "classroom_sessions" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "session_players_child_id_idx" ON "session_players" USING btree ("child_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_share_code_unique" UNIQUE("share_code");