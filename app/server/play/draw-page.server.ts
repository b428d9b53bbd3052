// Loader and action of a category's draw page (/torneos-padel-puebla/{slug}/{id}/cuadros/{category}):
// the draw as everyone sees it once published, and for its editors the entries and their tools.
import { asc, eq, inArray } from "drizzle-orm";
import { data, redirect } from "react-router";
import { court, drawEntry, player } from "../../../db/schema";
import { CATEGORY_TYPES, type CategoryType, categoriesForType } from "~/domain/categories";
import { knockoutMatchLabel, shortRoundName } from "~/domain/draw-bracket";
import type { SeedBy } from "~/domain/draw-seeding";
import { scoreHrefFor, type ScoringViewer } from "~/domain/live-scoring";
import { type DrawState, groupsOf, groupTable, knockoutMatchesOf } from "~/domain/draw-progress";
import { pendingMatchesOf, withdrawalWalkovers } from "~/domain/draw-withdrawal";
import { formatMatchScore } from "~/domain/match-result";
import { storedMatchLabels } from "~/domain/order-of-play";
import { winnerFirstResult } from "~/domain/result-text";
import {
  categorySlug,
  drawPath,
  DRAW_FORMAT_LABELS,
  type DrawFormat,
  type DrawStatus,
  type MatchStage,
  orderOfPlayPath,
} from "~/domain/play";
import { categoryLabel, DEUCE_RULE_LABELS, type ScoreRules } from "~/domain/score-rules";
import { playerPath, tournamentPath } from "~/domain/slugs";
import { formatShortDate } from "~/lib/format";
import { getConfig } from "../infra/config.server";
import { getDb, type Db } from "../infra/db.server";
import { dispatchIntent } from "../infra/form-intents.server";
import { readFormData } from "../infra/http.server";
import { requireTournamentEditor, requireUser } from "~/server/accounts";
import type { RequestArgs } from "~/server/accounts";
import { findTournament } from "~/server/tournaments";
import { unpairedRegistrations } from "./draw-entries.server";
import { type DrawKey, drawMatches, findDraw, DEFAULT_DRAW_RULES, groupSplitOf, storedMatch } from "./draw-store.server";
import { loadPlaySnapshot } from "./live-play.server";
import { linkedPlayerId } from "./order-of-play.server";
import { DRAW_INTENTS } from "./play-forms.server";

export const DRAW_NOT_FOUND = "Cuadro no encontrado";

type DrawParams = { name?: string; id?: string; categoria?: string };

function notFound(message = DRAW_NOT_FOUND): never {
  throw data(message, { status: 404 });
}

/** The category an address names ('varonil-3ra'), or null. */
export function categoryFromSlug(slug: string | undefined): { categoryType: CategoryType; category: string } | null {
  for (const categoryType of CATEGORY_TYPES) {
    for (const category of categoriesForType(categoryType)) {
      if (categorySlug(categoryType, category) === slug) return { categoryType, category };
    }
  }
  return null;
}

export type DrawPairView = {
  entryId: number;
  seed: number | null;
  /** The organiser's seed for the next draw. */
  seedOverride: number | null;
  name: string;
  players: { id: number; name: string; href: string }[];
  /** The pair withdrew from the draw in play (docs/product.md §10.1): its matches left are W.O. */
  withdrawn: boolean;
};

export type DrawMatchView = {
  id: number;
  code: string;
  label: string;
  a: DrawPairView | null;
  b: DrawPairView | null;
  bye: boolean;
  /** The score from the winner's side ('6-0 6-0' whichever slot won), as every reader sees it. */
  score: string | null;
  /** 'Tomás Salinas / Hugo Ramos ganan a Patricio Pacheco / Iván Ortiz 6-0 6-0' (winnerFirstResult). */
  result: string | null;
  /** The score as the editor types it, slot a's games first (the result form's value). */
  scoreAsTyped: string | null;
  winner: "a" | "b" | null;
  /** Counts the writes to its result and pairs; the result form sends the one it was opened with (match-version.ts). */
  version: number;
  /** 'sáb 12 dic · 10:30 · Cancha 1' once the order of play places it. */
  when: string | null;
  /** Its Padel Score page, for the tournament's editors and the match's players while it can be scored. */
  scoreHref: string | null;
};

export type StandingView = {
  position: number;
  pair: DrawPairView;
  played: number;
  wins: number;
  losses: number;
  sets: string;
  games: string;
};

async function entryViews(db: Db, drawId: number): Promise<Map<number, DrawPairView>> {
  const entries = await db.select().from(drawEntry).where(eq(drawEntry.drawId, drawId)).orderBy(asc(drawEntry.id));
  const ids = entries.flatMap((entry) => [entry.player1Id, entry.player2Id]);
  const players = ids.length
    ? await db.select({ id: player.id, name: player.name, handle: player.handle }).from(player).where(inArray(player.id, ids))
    : [];
  const byId = new Map(players.map((p) => [p.id, { id: p.id, name: p.name, href: playerPath(p) }]));
  return new Map(
    entries.map((entry) => {
      const pair = [byId.get(entry.player1Id)!, byId.get(entry.player2Id)!];
      return [
        entry.id,
        {
          entryId: entry.id,
          seed: entry.seed,
          seedOverride: entry.seedOverride,
          name: pair.map((p) => p.name).join(" / "),
          players: pair,
          withdrawn: entry.withdrawnAt !== null,
        },
      ];
    }),
  );
}

/** Everything a category's draw shows, from the database; null when the category has no draw yet. */
export async function loadDrawView(key: DrawKey, db: Db = getDb(), viewer: ScoringViewer = { canEdit: false, playerId: null }) {
  const row = await findDraw(db, key);
  if (!row) return null;
  const [pairs, rows, courts] = await Promise.all([
    entryViews(db, row.id),
    drawMatches(db, row.id),
    db.select({ id: court.id, name: court.name }).from(court).where(eq(court.tournamentId, key.tournamentId)),
  ]);
  const stored = rows.map(storedMatch);
  const knockout = knockoutMatchesOf(stored);
  const pair = (id: number | null) => (id === null ? null : (pairs.get(id) ?? null));
  const courtName = new Map(courts.map((c) => [c.id, c.name]));
  // Group matches numbered in their group ('Grupo A · Partido 3'); knockout matches as the rules name them.
  const storedLabels = storedMatchLabels(rows.map((match) => ({ ...match, stage: match.stage as MatchStage })));
  const storedLabel = new Map(rows.map((match, i) => [match.id, storedLabels[i]!]));
  const view = (match: (typeof rows)[number]): DrawMatchView => {
    const planned = knockout.find((k) => k.id === match.code);
    const played = match.score
      ? winnerFirstResult(match.score, {
          team1: pair(match.entryAId)?.name ?? "Por definir",
          team2: pair(match.entryBId)?.name ?? "Por definir",
        })
      : null;
    return {
      id: match.id,
      code: match.code,
      label: planned ? knockoutMatchLabel(knockout, planned) : storedLabel.get(match.id)!,
      a: pair(match.entryAId),
      b: pair(match.entryBId),
      bye: match.bye,
      score: played?.score ?? null,
      result: played?.sentence.join("") ?? null,
      scoreAsTyped: match.score ? formatMatchScore(match.score) : null,
      winner: match.winner as DrawMatchView["winner"],
      version: match.version,
      when:
        match.day && match.startTime
          ? [formatShortDate(match.day), match.startTime, match.courtId ? courtName.get(match.courtId) : null].filter(Boolean).join(" · ")
          : null,
      scoreHref: scoreHrefFor(
        match,
        [pair(match.entryAId), pair(match.entryBId)].flatMap((p) => p?.players.map((player) => player.id) ?? []),
        viewer,
      ),
    };
  };
  const rounds = (stage: "main" | "consolation") => {
    const own = rows.filter((match) => match.stage === stage);
    return [...new Set(own.map((match) => match.round))].map((round) => {
      const matches = own.filter((match) => match.round === round).sort((x, y) => x.position - y.position);
      const name = knockout.find((k) => k.id === matches[0]!.code)!.roundName;
      return { round, name, tabName: shortRoundName(name), matches: matches.map(view) };
    });
  };
  const state = { rules: row.rules, drawSeed: row.drawSeed ?? 0 };
  const groups = groupsOf(stored).map((group) => ({
    code: group.id,
    name: group.name,
    standings: groupTable(stored, group, state).rows.map((standing): StandingView => ({
      position: standing.position,
      pair: pairs.get(Number(standing.entryId))!,
      played: standing.played,
      wins: standing.wins,
      losses: standing.losses,
      sets: `${standing.setsWon}-${standing.setsLost}`,
      games: `${standing.gamesWon}-${standing.gamesLost}`,
    })),
    matches: rows.filter((match) => match.stage === "group" && match.groupCode === group.id).map(view),
  }));
  const labels = new Map(rows.map((match) => [match.code, view(match).label]));
  const inPlay = row.status === "published" || rows.some((match) => match.winner !== null);
  const drawState: DrawState = {
    format: row.format as DrawFormat,
    qualifiersPerGroup: row.qualifiersPerGroup as 1 | 2,
    rules: row.rules,
    drawSeed: row.drawSeed ?? 0,
  };
  const withdrawn = new Set([...pairs.values()].filter((p) => p.withdrawn).map((p) => String(p.entryId)));
  /** What 'Retirar' does to this pair, said before it is confirmed (editors only). */
  const withdrawalNote = (entryId: number): string => {
    if (row.status === "entries") return "La pareja sale de la lista de parejas de la categoría.";
    if (!inPlay) {
      return "La pareja sale del cuadro y el borrador se vuelve a generar sin ella; los partidos que siguen en el cuadro conservan su cancha y horario.";
    }
    const id = String(entryId);
    const after = withdrawalWalkovers(stored, new Set([...withdrawn, id]), drawState);
    const now = after.walkovers
      .map((code) => after.matches.find((match) => match.code === code)!)
      .filter((match) => match.a === id || match.b === id)
      .map((match) => `${labels.get(match.code)} contra ${pair(Number(match.a === id ? match.b : match.a))?.name ?? "Por definir"}`);
    const later = pendingMatchesOf(after.matches, id).map((match) => `${labels.get(match.code)} (rival por definir)`);
    const kept =
      "Los resultados ya jugados se mantienen; el cuadro, el orden de juego y las páginas en vivo se actualizan. No se puede deshacer.";
    if (now.length === 0 && later.length === 0) return `La pareja ya no tiene partidos pendientes. ${kept}`;
    return `Sus partidos pendientes quedan W.O. a favor de la pareja rival: ${[...now, ...later].join("; ")}. ${kept}`;
  };
  return {
    id: row.id,
    status: row.status as DrawStatus,
    format: row.format as DrawFormat,
    formatLabel: DRAW_FORMAT_LABELS[row.format as DrawFormat],
    qualifiersPerGroup: row.qualifiersPerGroup,
    groupSplit: groupSplitOf(row),
    consolation: row.consolation,
    rules: row.rules,
    rulesLabel: rulesLabel(row.rules),
    entriesLocked: row.entriesLocked,
    drawSeed: row.drawSeed,
    seedBy: row.seedBy as SeedBy,
    hasResults: rows.some((match) => match.winner !== null),
    entries: [...pairs.values()],
    /** Editors only: what withdrawing each pair still playing would do. */
    withdrawalNotes: viewer.canEdit
      ? Object.fromEntries([...pairs.values()].filter((p) => !p.withdrawn).map((p) => [p.entryId, withdrawalNote(p.entryId)]))
      : {},
    groups,
    mainRounds: rounds("main"),
    consolationRounds: rounds("consolation"),
  };
}
export type DrawView = NonNullable<Awaited<ReturnType<typeof loadDrawView>>>;

function rulesLabel(rules: ScoreRules): string {
  const sets = rules.numberOfSets === 1 ? "1 set" : rules.superTieBreak ? "2 sets y super tie-break" : "Al mejor de 3 sets";
  return [sets, DEUCE_RULE_LABELS[rules.deuceRule].title, rules.tieBreak ? "tie-break a 6-6" : "sin tie-break"].join(" · ");
}

async function findCategory(args: RequestArgs, params: DrawParams) {
  const found = await findTournament(params, args);
  const category = categoryFromSlug(params.categoria);
  if (!category) notFound();
  return { ...found, key: { tournamentId: found.tournament.id, ...category } satisfies DrawKey };
}

export async function loadDrawPage(args: RequestArgs, params: DrawParams) {
  const { tournament, canEdit, key, user } = await findCategory(args, params);
  const path = drawPath(tournament, key.categoryType, key.category);
  const url = new URL(args.request.url);
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);
  const viewer = { canEdit, playerId: user ? await linkedPlayerId(user.id) : null };
  const [view, live] = await Promise.all([loadDrawView(key, getDb(), viewer), loadPlaySnapshot(tournament.id)]);
  // Before it is published a draw is its editors' work in progress: 404 for everyone else.
  if (!canEdit && view?.status !== "published") notFound();
  const label = `${key.categoryType} ${categoryLabel(key.category)}`;
  const siteUrl = getConfig().SITE_URL;
  return {
    tournament: { id: tournament.id, title: tournament.title, href: tournamentPath(tournament) },
    category: { ...key, label },
    draw: view,
    live,
    canEdit,
    defaultRules: DEFAULT_DRAW_RULES,
    unpaired: canEdit ? await unpairedRegistrations(key, view?.id ?? null) : [],
    orderOfPlayHref: orderOfPlayPath(tournament),
    title: `Cuadro ${label} | ${tournament.title}`,
    description: `Cuadro de ${label} del torneo ${tournament.title} en ${tournament.clubName}: partidos, resultados y grupos.`,
    canonical: `${siteUrl}${path}`,
    siteUrl,
    path,
  };
}

/** Every intent of the page is for the tournament's editors (administrators and its organisers). */
export async function drawPageAction(args: RequestArgs, params: DrawParams) {
  const user = await requireUser(args);
  const { key, tournament } = await findCategory(args, params);
  await requireTournamentEditor(args, tournament.id);
  const formData = await readFormData(args.request);
  return dispatchIntent(formData, DRAW_INTENTS, { user, key });
}
