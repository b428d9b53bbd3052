CREATE TABLE "match_player" (
	"match_id" uuid NOT NULL,
	"team" integer NOT NULL,
	"position" integer NOT NULL,
	"player_id" integer NOT NULL,
	CONSTRAINT "match_player_match_id_team_position_pk" PRIMARY KEY("match_id","team","position"),
	CONSTRAINT "match_player_match_id_player_id_unique" UNIQUE("match_id","player_id"),
	CONSTRAINT "match_player_team_check" CHECK ("match_player"."team" in (1, 2)),
	CONSTRAINT "match_player_position_check" CHECK ("match_player"."position" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "match_player" ADD CONSTRAINT "match_player_match_id_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."match"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_player" ADD CONSTRAINT "match_player_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_player_player_id_idx" ON "match_player" USING btree ("player_id");