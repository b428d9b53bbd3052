ALTER TABLE "social_entry" ADD COLUMN "withdrawn_from_round" integer;--> statement-breakpoint
ALTER TABLE "social_event" ADD COLUMN "sit_out_rule" text DEFAULT 'promedio' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_event" ADD COLUMN "sit_out_points" integer;--> statement-breakpoint
ALTER TABLE "social_event" ADD COLUMN "mexicano_rule" text DEFAULT '1y3-vs-2y4' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_event" ADD COLUMN "mexicano_opening" text DEFAULT 'azar' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_entry" ADD CONSTRAINT "social_entry_withdrawn_check" CHECK ("social_entry"."withdrawn_from_round" is null or "social_entry"."withdrawn_from_round" > 0);--> statement-breakpoint
ALTER TABLE "social_event" ADD CONSTRAINT "social_event_sit_out_rule_check" CHECK ("social_event"."sit_out_rule" in ('promedio', 'fijo'));--> statement-breakpoint
ALTER TABLE "social_event" ADD CONSTRAINT "social_event_sit_out_points_check" CHECK (("social_event"."sit_out_rule" = 'fijo') = ("social_event"."sit_out_points" is not null) and coalesce("social_event"."sit_out_points", 0) between 0 and 99);--> statement-breakpoint
ALTER TABLE "social_event" ADD CONSTRAINT "social_event_mexicano_rule_check" CHECK ("social_event"."mexicano_rule" in ('1y3-vs-2y4', '1y4-vs-2y3'));--> statement-breakpoint
ALTER TABLE "social_event" ADD CONSTRAINT "social_event_mexicano_opening_check" CHECK ("social_event"."mexicano_opening" in ('azar', 'nivel'));