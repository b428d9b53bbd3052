// The one stream of played matches (DESIGN.md): every source of matches a level reads, as the domain's
// PlayedMatch rows in the order they are rated. Draw matches are its first source; confirmed Padel Score
// matches and social events join it by adding a source to SOURCES.
import { sql } from "drizzle-orm";
import { compareMatches, type LevelScore, type PlayedMatch } from "~/domain/levels";
import type { MatchScore } from "~/domain/match-result";
import type { Db } from "../infra/db.server";

/** A played match with what a new player's starting rating reads: the category it was played in. */
export type StreamMatch = PlayedMatch & { category: string };

export type StreamFilter = {
  /** Only these matches ('draw-12'). */
  keys?: readonly string[];
  /** Only matches played at or after this instant. */
  since?: Date;
  /** Only this tournament's draw matches. */
  tournamentId?: number;
};

type Source = { prefix: string; read: (db: Db, filter: StreamFilter) => Promise<StreamMatch[]> };

const DRAW_PREFIX = "draw-";

export function drawMatchKey(drawMatchId: number): string {
  return `${DRAW_PREFIX}${drawMatchId}`;
}

type DrawRow = {
  id: number;
  score: MatchScore;
  played_at: Date | string;
  category: string;
  a1: number;
  a2: number;
  b1: number;
  b2: number;
};

/**
 * Draw matches with a result (entered by the tournament's organisers, so certain; a W.O. or a retirement as
 * stored), byes left out. Played at the match's slot in the order of play (Puebla time), else when its
 * result was written.
 */
async function drawMatchesPlayed(db: Db, filter: StreamFilter): Promise<StreamMatch[]> {
  const ids = filter.keys?.filter((key) => key.startsWith(DRAW_PREFIX)).map((key) => Number(key.slice(DRAW_PREFIX.length)));
  if (ids && ids.length === 0) return [];
  const playedAt = sql`coalesce((dm.day + dm.start_time::time) at time zone 'America/Mexico_City', dm.result_at, dm.updated_at)`;
  const { rows } = await db.execute<DrawRow>(sql`
    select dm.id, dm.score, ${playedAt} as played_at, d.category,
      ea.player1_id as a1, ea.player2_id as a2, eb.player1_id as b1, eb.player2_id as b2
    from draw_match dm
    join draw d on d.id = dm.draw_id
    join draw_entry ea on ea.id = dm.entry_a_id
    join draw_entry eb on eb.id = dm.entry_b_id
    where dm.score is not null and not dm.bye
      ${
        ids
          ? sql`and dm.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``
      }
      ${filter.since ? sql`and ${playedAt} >= ${filter.since.toISOString()}::timestamptz` : sql``}
      ${filter.tournamentId === undefined ? sql`` : sql`and d.tournament_id = ${filter.tournamentId}`}`);
  return rows.flatMap((row): StreamMatch[] => {
    const players = [row.a1, row.a2, row.b1, row.b2].map(Number);
    // A pair sharing a player with its rivals (hand-made entries) is no match four players played.
    if (new Set(players).size !== 4) return [];
    return [
      {
        id: drawMatchKey(Number(row.id)),
        playedAt: new Date(row.played_at),
        team1: [players[0]!, players[1]!],
        team2: [players[2]!, players[3]!],
        score: row.score as LevelScore,
        category: row.category,
      },
    ];
  });
}

const SOURCES: readonly Source[] = [{ prefix: DRAW_PREFIX, read: drawMatchesPlayed }];

/** The played matches (all of them, or those the filter names), in the order levels rate them. */
export async function playedMatches(db: Db, filter: StreamFilter = {}): Promise<StreamMatch[]> {
  const matches: StreamMatch[] = [];
  for (const source of SOURCES) {
    const wanted = filter.keys
      ? filter.keys.some((key) => key.startsWith(source.prefix))
      : filter.tournamentId === undefined || source.prefix === DRAW_PREFIX;
    if (wanted) matches.push(...(await source.read(db, filter)));
  }
  return matches.sort(compareMatches);
}
