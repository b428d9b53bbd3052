ALTER TABLE "social_round" ADD COLUMN "score_link_hash" text;--> statement-breakpoint
ALTER TABLE "social_round" ADD CONSTRAINT "social_round_score_link_hash_unique" UNIQUE("score_link_hash");