DROP INDEX "match_owner_user_id_idx";--> statement-breakpoint
CREATE INDEX "match_owner_user_id_created_at_idx" ON "match" USING btree ("owner_user_id","created_at" DESC NULLS LAST);