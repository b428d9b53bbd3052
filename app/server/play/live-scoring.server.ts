// Scoring a tournament match with Padel Score (issue 20, ADR 0027): the page /padel-score/partido/{id}
// that shows the draw match to who may score it, hands a phone the scorer (Padel Score's match row made on
// first use and linked by draw_match.live_match_id, prefilled from the draw), and the per-match scorer link
// the tournament's editors create, show and revoke.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { data } from "react-router";
import { renderSVG } from "uqr";
import { auditLog, court, draw, drawEntry, drawMatch, match, player, tournament as tournamentTable } from "../../../db/schema";
import { mexicoToday } from "~/domain/calendar";
import type { CategoryType } from "~/domain/categories";
import { isScorable, scoreMatchPath, type ScorerLinkEnd, scorerLinkEnd, tournamentMatchSettings } from "~/domain/live-scoring";
import { winnerFirstResult } from "~/domain/result-text";
import type { MatchSettings, StoredMatch, TournamentCategory } from "~/domain/match-settings";
import { storedMatchLabels } from "~/domain/order-of-play";
import { drawPath, type MatchStage, orderOfPlayPath } from "~/domain/play";
import type { ScoreEvent } from "~/domain/score";
import { categoryLabel } from "~/domain/score-rules";
import { idFromParams, tournamentPath } from "~/domain/slugs";
import { formatShortDate } from "~/lib/format";
import { getConfig } from "../infra/config.server";
import { type Db, getDb, type Tx } from "../infra/db.server";
import { dispatchIntent, intent, NO_FIELDS, type Intent } from "../infra/form-intents.server";
import { readFormData } from "../infra/http.server";
import { canEditTournament, refuseAnonymous, requireTournamentEditor } from "~/server/accounts";
import { currentUser, type RequestArgs } from "~/server/accounts";
import { hashScorerSecret, newMatchRow, type SyncGuard } from "~/server/score";
import { getTournament } from "~/server/tournaments";
import { done, refused, type Result } from "~/domain/result";
import { type DrawKey, withDraw } from "./draw-store.server";
import { drawPairs } from "~/server/players";

export const SCORING_MESSAGES = {
  notFound: "Partido no encontrado",
  notAllowed:
    "No puedes anotar este partido: solo el organizador del torneo, los jugadores del partido o quien tenga su enlace de anotador.",
  badLink: "Este enlace de anotador no es válido o fue revocado. Pide uno nuevo al organizador del torneo.",
  notScorable: "Este partido aún no se puede anotar: le falta una pareja o es un pase directo.",
  hasResult: "Este partido ya tiene resultado. El organizador puede corregirlo en el cuadro.",
  linkEndedResult:
    "Este enlace de anotador ya no sirve: el partido ya tiene resultado. Si hay que corregirlo, pídeselo al organizador del torneo.",
} as const;

/** The refusal a scorer link's holder gets once the link has ended (docs/product.md §9.3). */
export function scorerLinkEndMessage(end: ScorerLinkEnd): string {
  return end.kind === "result"
    ? SCORING_MESSAGES.linkEndedResult
    : `Este enlace de anotador venció: servía hasta el ${formatShortDate(end.lastDay)}, el día después del partido. Si falta el resultado, pídeselo al organizador del torneo.`;
}

/** The answer to a scorer link's holder whose link has ended: 410, the link is gone for good. */
const LINK_ENDED_STATUS = 410;

/**
 * Whether the scorer link of draw match `drawMatchId` has ended (scorerLinkEnd): the match has a result in the
 * draw or its linked Padel Score match is finished, or the day after its day is over. Null while it scores.
 */
async function linkEndOf(db: Db | Tx, drawMatchId: number, now = new Date()): Promise<ScorerLinkEnd | null> {
  const [row] = await db
    .select({ winner: drawMatch.winner, day: drawMatch.day, endDate: tournamentTable.endDate, liveStatus: match.status })
    .from(drawMatch)
    .innerJoin(draw, eq(draw.id, drawMatch.drawId))
    .innerJoin(tournamentTable, eq(tournamentTable.id, draw.tournamentId))
    .leftJoin(match, eq(match.id, drawMatch.liveMatchId))
    .where(eq(drawMatch.id, drawMatchId));
  if (!row) return null;
  return scorerLinkEnd({
    hasResult: row.winner !== null || row.liveStatus === "finished",
    day: row.day,
    tournamentEndDate: row.endDate,
    today: mexicoToday(now),
  });
}

/**
 * The sync endpoint's check of a tournament match scored only through its scorer link (a phone that took it
 * with no account of the match: the Padel Score match has no owner): once the link has ended, the phone may
 * not add events. Editors' and players' phones (an owner) and friendly matches pass.
 */
export const scorerLinkSyncGuard: SyncGuard = async (tx, synced) => {
  if (synced.ownerUserId !== null) return null;
  const [linked] = await tx.select({ id: drawMatch.id }).from(drawMatch).where(eq(drawMatch.liveMatchId, synced.id));
  if (!linked) return null;
  const end = await linkEndOf(tx, linked.id);
  return end ? { status: LINK_ENDED_STATUS, message: scorerLinkEndMessage(end) } : null;
};

/** The `?clave=` of a scorer link. */
export const SCORER_LINK_PARAM = "clave";

function notFound(): never {
  throw data(SCORING_MESSAGES.notFound, { status: 404 });
}

/** The link's secret: an HMAC of the server's secret, the draw match and the link's serial; nothing stored. */
export function scorerLinkSecret(drawMatchId: number, serial: number): string {
  return createHmac("sha256", getConfig().BETTER_AUTH_SECRET).update(`scorer-link:${drawMatchId}:${serial}`).digest("base64url");
}

function linkIsValid(row: { id: number; scorerLinkSerial: number; scorerLinkActive: boolean }, given: string | null): boolean {
  if (!row.scorerLinkActive || !given) return false;
  const expected = Buffer.from(scorerLinkSecret(row.id, row.scorerLinkSerial));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The draw match with its draw and tournament, or 404 (a tournament's unapproved or draft work: its editors only). */
async function findMatch(args: RequestArgs, rawId: string | undefined) {
  const id = idFromParams({ id: rawId });
  if (id === null) notFound();
  const [row] = await getDb()
    .select({
      match: drawMatch,
      draw: {
        id: draw.id,
        tournamentId: draw.tournamentId,
        categoryType: draw.categoryType,
        category: draw.category,
        status: draw.status,
        rules: draw.rules,
      },
    })
    .from(drawMatch)
    .innerJoin(draw, eq(draw.id, drawMatch.drawId))
    .where(eq(drawMatch.id, id));
  if (!row || row.draw.status === "entries") notFound();
  const tournament = await getTournament(row.draw.tournamentId);
  if (!tournament) notFound();
  const user = await currentUser(args);
  const canEdit = await canEditTournament(user, tournament.id);
  const linkHolder = linkIsValid(row.match, new URL(args.request.url).searchParams.get(SCORER_LINK_PARAM));
  // An editor's link hands over a draft's match too; anyone else sees approved tournaments' published draws.
  if (!canEdit && !linkHolder && (!tournament.approved || row.draw.status !== "published")) notFound();
  const key: DrawKey = { tournamentId: tournament.id, categoryType: row.draw.categoryType as CategoryType, category: row.draw.category };
  return { ...row, tournament, user, canEdit, linkHolder, key };
}
type Found = Awaited<ReturnType<typeof findMatch>>;

async function isMatchPlayer(found: Found): Promise<boolean> {
  const { user, match: row } = found;
  if (!user || row.entryAId === null || row.entryBId === null) return false;
  const [hit] = await getDb()
    .select({ id: player.id })
    .from(drawEntry)
    .innerJoin(player, or(eq(player.id, drawEntry.player1Id), eq(player.id, drawEntry.player2Id)))
    .where(and(inArray(drawEntry.id, [row.entryAId, row.entryBId]), eq(player.userId, user.id)))
    .limit(1);
  return hit !== undefined;
}

/** Scoring by right (an editor, a player of the match) or only through the scorer link. */
type ScorerRight = "own" | "link";

/**
 * Who may score: the tournament's editors, the signed-in players of the match, a valid scorer link's holder.
 * Anyone else is refused (a wrong or revoked link says so; an anonymous visitor is asked to sign in).
 */
async function requireScorer(args: RequestArgs, found: Found): Promise<ScorerRight> {
  if (found.canEdit || (await isMatchPlayer(found))) return "own";
  if (found.linkHolder) return "link";
  if (new URL(args.request.url).searchParams.has(SCORER_LINK_PARAM)) throw data(SCORING_MESSAGES.badLink, { status: 403 });
  if (!found.user) refuseAnonymous(args.request);
  throw data(SCORING_MESSAGES.notAllowed, { status: 403 });
}

async function matchView(found: Found) {
  const { match: row, draw: drawRow, tournament } = found;
  const db = getDb();
  const [pairs, places, [courtRow]] = await Promise.all([
    drawPairs([drawRow.id], db),
    db
      .select({
        id: drawMatch.id,
        stage: drawMatch.stage,
        round: drawMatch.round,
        position: drawMatch.position,
        groupCode: drawMatch.groupCode,
      })
      .from(drawMatch)
      .where(eq(drawMatch.drawId, drawRow.id)),
    row.courtId === null ? [] : db.select({ name: court.name }).from(court).where(eq(court.id, row.courtId)),
  ]);
  const pair = (id: number | null) => {
    const found = id === null ? undefined : pairs.get(id);
    return found ? { name: found.name, players: found.players.map((p) => p.name) } : null;
  };
  return {
    id: row.id,
    label: storedMatchLabels(places.map((place) => ({ ...place, stage: place.stage as MatchStage })))[
      places.findIndex((place) => place.id === row.id)
    ]!,
    category: `${drawRow.categoryType} ${categoryLabel(drawRow.category)}`,
    a: pair(row.entryAId),
    b: pair(row.entryBId),
    // Read from the winner's side (docs/product.md §10.2).
    ...winnerFirst(row.score, pair(row.entryAId), pair(row.entryBId)),
    winner: row.winner as "a" | "b" | null,
    when: row.day && row.startTime ? [formatShortDate(row.day), row.startTime, courtRow?.name].filter(Boolean).join(" · ") : null,
    liveMatchId: row.liveMatchId,
    tournament: { title: tournament.title, href: tournamentPath(tournament), clubName: tournament.clubName },
    drawHref: drawPath(tournament, drawRow.categoryType, drawRow.category),
    orderOfPlayHref: orderOfPlayPath(tournament),
  };
}

function winnerFirst(score: Found["match"]["score"], a: { name: string } | null, b: { name: string } | null) {
  if (!score) return { score: null, result: null };
  const played = winnerFirstResult(score, { team1: a?.name ?? "Por definir", team2: b?.name ?? "Por definir" });
  return { score: played.score, result: played.sentence.join("") };
}

function scorerLinkView(row: Found["match"]) {
  if (!row.scorerLinkActive) return { active: false as const };
  const url = `${getConfig().SITE_URL}${scoreMatchPath(row.id)}?${SCORER_LINK_PARAM}=${scorerLinkSecret(row.id, row.scorerLinkSerial)}`;
  // Rendered here as SVG markup: no QR code library reaches the browser.
  return { active: true as const, url, qrSvg: renderSVG(url, { border: 2 }) };
}

export async function loadMatchScoringPage(args: RequestArgs, params: { id?: string }) {
  const found = await findMatch(args, params.id);
  const right = await requireScorer(args, found);
  const [view, linkEnd] = await Promise.all([matchView(found), right === "link" ? linkEndOf(getDb(), found.match.id) : null]);
  return {
    match: view,
    canScore: !linkEnd && (isScorable(found.match) || found.match.liveMatchId !== null),
    /** Why this scorer link no longer scores the match (its holder only). */
    linkEnded: linkEnd ? scorerLinkEndMessage(linkEnd) : null,
    canEdit: found.canEdit,
    scorerLink: found.canEdit ? scorerLinkView(found.match) : null,
    signedIn: found.user !== null,
    title: `Anotar ${view.label} · ${view.category} | ${view.tournament.title}`,
  };
}

/** What the phone needs to score the match: Padel Score's stored match, its events so far included. */
export type TakenOver = StoredMatch;

/** The draw match to take over, and who takes it. */
export type TakeOverTarget = {
  key: DrawKey;
  match: { id: number };
  draw: Pick<Found["draw"], "id" | "categoryType" | "category" | "rules">;
  tournament: Pick<Found["tournament"], "clubId" | "clubName">;
  user: { id: string } | null;
};

/** The demo seed takes matches over in its own transaction (`db`), with ids of its own (it is deterministic). */
export type TakeOverOptions = { db?: Db; newMatchId?: string };

/**
 * 'Anotar este partido': Padel Score's match of this draw match (made and linked on first use, prefilled from
 * the draw), with a fresh scorer secret for this phone. Only its hash is stored, so the phone that scored
 * before is refused on its next sync: the last phone to take over scores.
 */
export async function takeOverMatch(found: TakeOverTarget, right: ScorerRight, options: TakeOverOptions = {}): Promise<Result<TakenOver>> {
  const secret = randomBytes(32).toString("base64url");
  // A phone scoring only through the link has no owner: revoking the link ends its scoring.
  const ownerUserId = right === "own" ? (found.user?.id ?? null) : null;
  return withDraw(options.db ?? getDb(), found.key, async (tx) => {
    const [row] = await tx.select().from(drawMatch).where(eq(drawMatch.id, found.match.id));
    if (!row) return refused(SCORING_MESSAGES.notFound, 404);
    // A link's holder scores the match until it has a result, and no later than the day after it (§9.3).
    const linkEnd = right === "link" ? await linkEndOf(tx, row.id) : null;
    if (linkEnd) return refused(scorerLinkEndMessage(linkEnd), LINK_ENDED_STATUS);
    if (row.liveMatchId === null && row.winner !== null) return refused(SCORING_MESSAGES.hasResult, 409);
    if (row.liveMatchId === null && !isScorable(row)) return refused(SCORING_MESSAGES.notScorable, 409);
    if (row.liveMatchId !== null) {
      const [linked] = await tx
        .update(match)
        .set({ scorerSecretHash: hashScorerSecret(secret), ownerUserId })
        .where(eq(match.id, row.liveMatchId))
        .returning({ settings: match.settings, events: match.events });
      const events = linked!.events as ScoreEvent[];
      return done({ id: row.liveMatchId, secret, settings: linked!.settings as MatchSettings, events, synced: events.length });
    }
    const settings = await settingsFor(tx, found, row);
    const id = options.newMatchId ?? randomUUID();
    await tx.insert(match).values(newMatchRow({ id, ownerUserId, secret, settings }));
    await tx.update(drawMatch).set({ liveMatchId: id }).where(eq(drawMatch.id, row.id));
    await tx.insert(auditLog).values({
      actorUserId: ownerUserId,
      action: "draw.live-match",
      entityType: "draw_match",
      entityId: String(row.id),
      data: { match: id },
    });
    return done({ id, secret, settings, events: [], synced: 0 });
  });
}

async function settingsFor(tx: Tx, found: Pick<TakeOverTarget, "draw" | "tournament">, row: Found["match"]): Promise<MatchSettings> {
  const pairs = await drawPairs([found.draw.id], tx);
  const players = (entryId: number | null) => {
    const pair = pairs.get(entryId!)!;
    return { players: [pair.players[0]!.name, pair.players[1]!.name] as [string, string] };
  };
  return tournamentMatchSettings({
    a: players(row.entryAId),
    b: players(row.entryBId),
    club: { id: found.tournament.clubId, name: found.tournament.clubName },
    categoryType: found.draw.categoryType as CategoryType,
    category: found.draw.category as TournamentCategory,
    rules: found.draw.rules,
  });
}

/** 'Crear enlace de anotador' (an active link stays the same) and 'Revocar enlace' (old links stop working). */
async function setScorerLink(found: Found, active: boolean): Promise<Result> {
  return withDraw(getDb(), found.key, async (tx) => {
    await tx
      .update(drawMatch)
      .set(active ? { scorerLinkActive: true } : { scorerLinkActive: false, scorerLinkSerial: sql`${drawMatch.scorerLinkSerial} + 1` })
      .where(eq(drawMatch.id, found.match.id));
    const [row] = await tx.select({ liveMatchId: drawMatch.liveMatchId }).from(drawMatch).where(eq(drawMatch.id, found.match.id));
    if (!active && row?.liveMatchId) {
      // The phone that took the match through the link is refused from its next sync (a secret nobody holds).
      await tx
        .update(match)
        .set({ scorerSecretHash: hashScorerSecret(randomBytes(32).toString("base64url")) })
        .where(and(eq(match.id, row.liveMatchId), isNull(match.ownerUserId)));
    }
    await tx.insert(auditLog).values({
      actorUserId: found.user?.id ?? null,
      action: active ? "draw.scorer-link" : "draw.scorer-link.revoke",
      entityType: "draw_match",
      entityId: String(found.match.id),
    });
    return done(undefined);
  });
}

type ScoringContext = { found: Found; right: ScorerRight | null };

/** The editors' intents; every other one is scoring, for who may score. */
const EDITOR_INTENTS = new Set(["create-link", "revoke-link"]);

export const SCORING_INTENTS: Record<string, Intent<ScoringContext>> = {
  score: intent(NO_FIELDS, async ({ reply }, { found, right }) => {
    const outcome = await takeOverMatch(found, right ?? "own");
    if (!outcome.ok)
      return reply.formError(outcome.message, { status: outcome.status ?? 409, toast: { type: "error", title: outcome.message } });
    return reply.ok({ data: outcome.value });
  }),
  "create-link": intent(NO_FIELDS, async ({ reply }, { found }) => {
    await setScorerLink(found, true);
    return reply.ok({ toast: { type: "success", title: "Enlace de anotador listo", description: "Compártelo o muestra el código QR." } });
  }),
  "revoke-link": intent(NO_FIELDS, async ({ reply }, { found }) => {
    await setScorerLink(found, false);
    return reply.ok({ toast: { type: "success", title: "Enlace revocado", description: "El enlace anterior ya no sirve para anotar." } });
  }),
};

export async function matchScoringAction(args: RequestArgs, params: { id?: string }) {
  const found = await findMatch(args, params.id);
  const formData = await readFormData(args.request);
  let right: ScorerRight | null = null;
  if (EDITOR_INTENTS.has(String(formData.get("intent")))) await requireTournamentEditor(args, found.tournament.id);
  else right = await requireScorer(args, found);
  return dispatchIntent(formData, SCORING_INTENTS, { found, right });
}

export type MatchScoringData = Awaited<ReturnType<typeof loadMatchScoringPage>>;
