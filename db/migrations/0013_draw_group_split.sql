ALTER TABLE "draw" ADD COLUMN "group_count" integer;--> statement-breakpoint
ALTER TABLE "draw" ADD COLUMN "group_size" integer;--> statement-breakpoint
ALTER TABLE "draw" ADD CONSTRAINT "draw_group_count_check" CHECK ("draw"."group_count" between 1 and 42);--> statement-breakpoint
ALTER TABLE "draw" ADD CONSTRAINT "draw_group_size_check" CHECK ("draw"."group_size" in (3, 4, 5));--> statement-breakpoint
ALTER TABLE "draw" ADD CONSTRAINT "draw_group_split_check" CHECK ("draw"."group_count" is null or "draw"."group_size" is null);