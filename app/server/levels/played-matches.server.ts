// The one stream of played matches (DESIGN.md): every source of matches a level reads, as the domain's
// PlayedMatch rows in the order they are rated. Each source is one query (draw matches of published draws,
// confirmed Padel Score matches, scored social-event matches); another joins it by adding an entry to SOURCES.
import { type SQL, sql } from "drizzle-orm";
import { compareMatches, type LevelScore, type PlayedMatch } from "~/domain/levels";
import type { MatchScore } from "~/domain/match-result";
import { MINUTES_PER_ROUND } from "~/domain/social-event";
import type { SetScore, TeamId } from "~/domain/score";
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

type Source = {
  prefix: string;
  read: (db: Db, filter: StreamFilter) => Promise<StreamMatch[]>;
  /** Whether its matches belong to tournaments (a `tournamentId` filter reads only such sources). */
  ofTournaments: boolean;
};

/** The ids a `keys` filter names for one source (null: no keys filter), as SQL values. */
function keyIds(filter: StreamFilter, prefix: string): string[] | null {
  return filter.keys?.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length)) ?? null;
}

const inList = (column: SQL, ids: readonly (string | number)[]) =>
  sql`and ${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** The four players as a stream match's teams, or null when a player is on both sides (hand-made entries). */
function teamsOf(players: readonly unknown[]): Pick<StreamMatch, "team1" | "team2"> | null {
  const ids = players.map(Number);
  if (new Set(ids).size !== 4) return null;
  return { team1: [ids[0]!, ids[1]!], team2: [ids[2]!, ids[3]!] };
}

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
 * stored), byes and draws not published (an editor's work in progress) left out. Played at the match's slot in the order of play (Puebla time), else when its
 * result was written.
 */
async function drawMatchesPlayed(db: Db, filter: StreamFilter): Promise<StreamMatch[]> {
  const ids = keyIds(filter, DRAW_PREFIX)?.map(Number);
  if (ids && ids.length === 0) return [];
  const playedAt = sql`coalesce((dm.day + dm.start_time::time) at time zone 'America/Mexico_City', dm.result_at, dm.updated_at)`;
  const { rows } = await db.execute<DrawRow>(sql`
    select dm.id, dm.score, ${playedAt} as played_at, d.category,
      ea.player1_id as a1, ea.player2_id as a2, eb.player1_id as b1, eb.player2_id as b2
    from draw_match dm
    join draw d on d.id = dm.draw_id
    join draw_entry ea on ea.id = dm.entry_a_id
    join draw_entry eb on eb.id = dm.entry_b_id
    where dm.score is not null and not dm.bye and d.status = 'published'
      ${ids ? inList(sql`dm.id`, ids) : sql``}
      ${filter.since ? sql`and ${playedAt} >= ${filter.since.toISOString()}::timestamptz` : sql``}
      ${filter.tournamentId === undefined ? sql`` : sql`and d.tournament_id = ${filter.tournamentId}`}`);
  return rows.flatMap((row): StreamMatch[] => {
    const teams = teamsOf([row.a1, row.a2, row.b1, row.b2]);
    if (!teams) return [];
    return [
      {
        id: drawMatchKey(Number(row.id)),
        playedAt: new Date(row.played_at),
        ...teams,
        score: row.score as LevelScore,
        category: row.category,
      },
    ];
  });
}

const SCORE_PREFIX = "score-";

export function scoreMatchKey(matchId: string): string {
  return `${SCORE_PREFIX}${matchId}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ScoreRow = {
  id: string;
  winner: TeamId | null;
  sets: SetScore[] | null;
  played_at: Date | string;
  category: string | null;
  players: number[];
};

/**
 * Padel Score matches that ended with their four players linked, a confirmation from each side and no
 * dispute (issue 35), played when they ended. A match that scores a draw match counts through the draw.
 * A new player starts from the category the scorer chose for it.
 */
async function scoreMatchesPlayed(db: Db, filter: StreamFilter): Promise<StreamMatch[]> {
  const ids = keyIds(filter, SCORE_PREFIX)?.filter((id) => UUID.test(id));
  if (ids && ids.length === 0) return [];
  const { rows } = await db.execute<ScoreRow>(sql`
    select m.id, m.state->'score'->>'winner' as winner, m.state->'score'->'setsHistory' as sets, m.finished_at as played_at, m.settings->>'category' as category,
      (select array_agg(mp.player_id order by mp.team, mp.position) from match_player mp where mp.match_id = m.id) as players
    from match m
    where m.status = 'finished' and m.finished_at is not null
      and not exists (select 1 from draw_match dm where dm.live_match_id = m.id)
      and (select count(*) from match_player mp where mp.match_id = m.id) = 4
      and not exists (select 1 from match_confirmation c where c.match_id = m.id and c.verdict = 'disputed')
      and (select count(distinct c.team) from match_confirmation c where c.match_id = m.id and c.verdict = 'confirmed') = 2
      ${ids ? inList(sql`m.id`, ids) : sql``}
      ${filter.since ? sql`and m.finished_at >= ${filter.since.toISOString()}::timestamptz` : sql``}`);
  return rows.flatMap((row): StreamMatch[] => {
    const teams = teamsOf(row.players ?? []);
    if (!teams || (row.winner !== "team1" && row.winner !== "team2")) return [];
    const score: LevelScore = { kind: "sets", winner: row.winner, sets: row.sets ?? [], unfinished: null };
    return [{ id: scoreMatchKey(row.id), playedAt: new Date(row.played_at), ...teams, score, category: row.category ?? "" }];
  });
}

const SOCIAL_PREFIX = "social-";

export function socialMatchKey(socialMatchId: number): string {
  return `${SOCIAL_PREFIX}${socialMatchId}`;
}

type SocialRow = {
  id: number;
  points1: number;
  points2: number;
  played_at: Date | string;
  category: string | null;
  a1: number;
  a2: number;
  b1: number;
  b2: number;
};

/**
 * Social-event matches (Americano, Mexicano) with a score, entered by the event's organisers, so certain;
 * decided by points. Played at the round's time: the event's start (Puebla time) plus one round's minutes
 * per earlier round, so a whole schedule stored at once still plays in order. A new player starts from the
 * event's lowest category, when it has one.
 */
async function socialMatchesPlayed(db: Db, filter: StreamFilter): Promise<StreamMatch[]> {
  const ids = keyIds(filter, SOCIAL_PREFIX)?.map(Number).filter(Number.isSafeInteger);
  if (ids && ids.length === 0) return [];
  const playedAt = sql`((e.date + e.start_time) + (r.number - 1) * ${sql.raw(String(MINUTES_PER_ROUND))} * interval '1 minute') at time zone 'America/Mexico_City'`;
  const { rows } = await db.execute<SocialRow>(sql`
    select m.id, m.points1, m.points2, ${playedAt} as played_at, e.category_from as category,
      m.team1_player1 as a1, m.team1_player2 as a2, m.team2_player1 as b1, m.team2_player2 as b2
    from social_match m
    join social_round r on r.id = m.round_id
    join social_event e on e.id = r.event_id
    where m.points1 is not null and m.points2 is not null
      ${ids ? inList(sql`m.id`, ids) : sql``}
      ${filter.since ? sql`and ${playedAt} >= ${filter.since.toISOString()}::timestamptz` : sql``}`);
  return rows.flatMap((row): StreamMatch[] => {
    const teams = teamsOf([row.a1, row.a2, row.b1, row.b2]);
    if (!teams) return [];
    const score: LevelScore = { kind: "points", points: { team1: Number(row.points1), team2: Number(row.points2) } };
    return [{ id: socialMatchKey(Number(row.id)), playedAt: new Date(row.played_at), ...teams, score, category: row.category ?? "" }];
  });
}

const SOURCES: readonly Source[] = [
  { prefix: DRAW_PREFIX, read: drawMatchesPlayed, ofTournaments: true },
  { prefix: SCORE_PREFIX, read: scoreMatchesPlayed, ofTournaments: false },
  { prefix: SOCIAL_PREFIX, read: socialMatchesPlayed, ofTournaments: false },
];

/** The played matches (all of them, or those the filter names), in the order levels rate them. */
export async function playedMatches(db: Db, filter: StreamFilter = {}): Promise<StreamMatch[]> {
  const matches: StreamMatch[] = [];
  for (const source of SOURCES) {
    const wanted = filter.keys
      ? filter.keys.some((key) => key.startsWith(source.prefix))
      : filter.tournamentId === undefined || source.ofTournaments;
    if (wanted) matches.push(...(await source.read(db, filter)));
  }
  return matches.sort(compareMatches);
}
