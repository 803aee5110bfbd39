CREATE TABLE "stripe_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"subscription_id" varchar(255),
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan" "plan" DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stripe_events_pending_idx" ON "stripe_events" USING btree ("next_attempt_at") WHERE "stripe_events"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "stripe_events_subscription_id_idx" ON "stripe_events" USING btree ("subscription_id");