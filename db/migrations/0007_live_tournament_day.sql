ALTER TABLE "job" DROP CONSTRAINT "job_status_check";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "match_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_match" ADD COLUMN "live_match_id" uuid;--> statement-breakpoint
ALTER TABLE "draw_match" ADD COLUMN "scorer_link_serial" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_match" ADD COLUMN "scorer_link_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "play_schedule" ADD COLUMN "reminder_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_match" ADD CONSTRAINT "draw_match_live_match_id_match_id_fk" FOREIGN KEY ("live_match_id") REFERENCES "public"."match"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_match" ADD CONSTRAINT "draw_match_live_match_id_unique" UNIQUE("live_match_id");--> statement-breakpoint
ALTER TABLE "play_schedule" ADD CONSTRAINT "play_schedule_reminder_minutes_check" CHECK ("play_schedule"."reminder_minutes" between 5 and 1440);--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_status_check" CHECK ("job"."status" in ('pending', 'running', 'done', 'failed', 'cancelled'));