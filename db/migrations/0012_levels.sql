CREATE TABLE "level_history" (
	"player_id" integer NOT NULL,
	"match_key" text NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"team" integer NOT NULL,
	"result" text NOT NULL,
	"rating_before" double precision NOT NULL,
	"rd_before" double precision NOT NULL,
	"rating_after" double precision NOT NULL,
	"rd_after" double precision NOT NULL,
	"volatility_after" double precision NOT NULL,
	"win_probability" double precision NOT NULL,
	"opponents_rating" double precision NOT NULL,
	CONSTRAINT "level_history_player_id_match_key_pk" PRIMARY KEY("player_id","match_key"),
	CONSTRAINT "level_history_team_check" CHECK ("level_history"."team" in (1, 2)),
	CONSTRAINT "level_history_result_check" CHECK ("level_history"."result" in ('won', 'lost', 'drew'))
);
--> statement-breakpoint
CREATE TABLE "level_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_confirmation" (
	"match_id" uuid NOT NULL,
	"player_id" integer NOT NULL,
	"team" integer NOT NULL,
	"verdict" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_confirmation_match_id_player_id_unique" UNIQUE("match_id","player_id"),
	CONSTRAINT "match_confirmation_team_check" CHECK ("match_confirmation"."team" in (1, 2)),
	CONSTRAINT "match_confirmation_verdict_check" CHECK ("match_confirmation"."verdict" in ('confirmed', 'disputed'))
);
--> statement-breakpoint
CREATE TABLE "player_level" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"rating" double precision NOT NULL,
	"rd" double precision NOT NULL,
	"volatility" double precision NOT NULL,
	"matches" integer NOT NULL,
	"last_played_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_level_matches_check" CHECK ("player_level"."matches" >= 0)
);
--> statement-breakpoint
ALTER TABLE "draw_match" ADD COLUMN "result_at" timestamp with time zone;--> statement-breakpoint
UPDATE "draw_match" SET "result_at" = date_trunc('milliseconds', "updated_at") WHERE "score" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "level_history" ADD CONSTRAINT "level_history_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_confirmation" ADD CONSTRAINT "match_confirmation_match_id_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."match"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_confirmation" ADD CONSTRAINT "match_confirmation_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_level" ADD CONSTRAINT "player_level_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "level_history_player_id_played_at_idx" ON "level_history" USING btree ("player_id","played_at");--> statement-breakpoint
CREATE INDEX "level_history_match_key_idx" ON "level_history" USING btree ("match_key");--> statement-breakpoint
CREATE INDEX "match_confirmation_player_id_idx" ON "match_confirmation" USING btree ("player_id");