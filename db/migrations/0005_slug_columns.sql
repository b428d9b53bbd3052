-- The page slugs, stored so a lookup by slug uses an index instead of reading every row. New and renamed
-- rows get theirs from app/domain/slugs.ts; existing rows are backfilled here with the same rule in SQL
-- (accents dropped by NFD, JavaScript's whitespace to hyphens, anything but ASCII letters, digits, '_'
-- and '-' removed, hyphen runs collapsed and trimmed). tests/integration/slugs.test.ts checks the two agree.
ALTER TABLE "club" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "coach" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "tournament" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "club" SET "slug" = coalesce(nullif(regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(normalize("name", NFD)), '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff/]+', '-', 'g'), '[^a-zA-Z0-9_-]+', '', 'g'), '-{2,}', '-', 'g'), '^-+|-+$', '', 'g'), ''), 'club');--> statement-breakpoint
UPDATE "coach" SET "slug" = coalesce(nullif(regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(normalize("name", NFD)), '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', '-', 'g'), '[^a-zA-Z0-9_-]+', '', 'g'), '-{2,}', '-', 'g'), '^-+|-+$', '', 'g'), ''), 'entrenador');--> statement-breakpoint
UPDATE "tournament" SET "slug" = coalesce(nullif(regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(normalize("title", NFD)), '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', '-', 'g'), '[^a-zA-Z0-9_-]+', '', 'g'), '-{2,}', '-', 'g'), '^-+|-+$', '', 'g'), ''), 'torneo');--> statement-breakpoint
ALTER TABLE "club" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coach" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "club_slug_idx" ON "club" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "coach_slug_idx" ON "coach" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "tournament_slug_idx" ON "tournament" USING btree ("slug","start_date");