ALTER TABLE "draw" ADD COLUMN "seed_by" text DEFAULT 'points' NOT NULL;--> statement-breakpoint
ALTER TABLE "draw" ADD CONSTRAINT "draw_seed_by_check" CHECK ("draw"."seed_by" in ('points', 'level'));