CREATE TABLE "ranking_count" (
	"category_type" text NOT NULL,
	"category" text NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "ranking_count_category_type_category_pk" PRIMARY KEY("category_type","category")
);
--> statement-breakpoint
CREATE TABLE "ranking_total" (
	"category_type" text NOT NULL,
	"category" text NOT NULL,
	"player_id" integer NOT NULL,
	"points" integer NOT NULL,
	"wins" integer NOT NULL,
	"results" integer NOT NULL,
	CONSTRAINT "ranking_total_category_type_category_player_id_pk" PRIMARY KEY("category_type","category","player_id")
);
--> statement-breakpoint
CREATE TABLE "ranking_total_day" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "ranking_total_day_single_check" CHECK ("ranking_total_day"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "ranking_total" ADD CONSTRAINT "ranking_total_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ranking_total_order_idx" ON "ranking_total" USING btree ("category_type","category","points","wins");--> statement-breakpoint
CREATE INDEX "ranking_total_player_id_idx" ON "ranking_total" USING btree ("player_id");