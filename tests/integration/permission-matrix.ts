// The expected outcome of every action (per intent) and every protected loader, per role. The
// permission-matrix and fuzz tests enumerate app/routes.ts and fail, naming the route, when a route
// with an action (or an api/ route) has no entry here: add one when you add a route.
//
// Outcome classes: "ok" = 2xx or a redirect that is not to /auth; "bad" = refused input (400/409/413/422
// after the permission check passed); "401" = not signed in (401, or a page redirect to /auth);
// "403"; "404".
import { categoriesForType } from "../../app/domain/categories";
import { clubSlug, coachSlug, tournamentSlug } from "../../app/domain/slugs";
import { createHmac, randomUUID } from "node:crypto";
import { signatureFor } from "../../app/server/whatsapp/whatsapp-webhook.server";
import { publishDraw } from "../../app/server/play/draws.server";
import { optOutToken } from "../../app/server/play/reminder-token.server";
import { createBackup, listBackups } from "../../app/server/backups";
import { addEntry, roundScoreLinks, saveSocialScore, signUp, startSocialEvent } from "../../app/server/social";
import { socialEventPath } from "../../app/domain/social-event";
import { asc, eq } from "drizzle-orm";
import { drawMatch, matchPlayer, socialEntry, socialMatch, socialRound } from "../../db/schema";
import * as f from "./factories";
import { playWorld } from "./helpers/play-world";
import type { Role, World } from "./helpers/world";

export type Expected = "ok" | "bad" | "401" | "403" | "404";
export type Expectations = Record<Role, Expected>;

/**
 * Field kinds drive the fuzzer's invalid values; a trailing "?" marks an optional field. "version": a draw
 * match's version (0 or more, match-version.ts).
 */
export type FieldKind = "id" | "version" | "enum" | "text" | "date" | "email" | "url" | "json";

export type Body =
  { form: Record<string, string | string[]>; multipart?: boolean } | { json: unknown; headers?: Record<string, string> } | { none: true };

export type ActionCase = {
  intent: string;
  params: (w: World, role: Role) => Record<string, string> | Promise<Record<string, string>>;
  body: (w: World, role: Role) => Body | Promise<Body>;
  expect: Expectations;
  /** Fields the fuzzer breaks one at a time (name -> kind; "?" = optional, so dropping it is fine). */
  fields?: Record<string, `${FieldKind}` | `${FieldKind}?`>;
  /** A form field that takes a file: the fuzzer sends bad files in it (with the valid fields). */
  fileField?: string;
  /** The route saves the other fields when only the picture is refused (docs/product.md §6.4): a redirect is right. */
  fileRefusalSavesRest?: boolean;
  /** The session to send instead of the role's shared one (for intents that end it). */
  cookie?: (w: World, role: Role) => Promise<string>;
  /** The valid path hashes a password (argon2): the fuzzer tries a fixed sample only; say why. */
  costly?: string;
  /** Whether the fuzzer skips this intent (no input to break); say why. */
  noInput?: string;
};

export type LoaderCase = {
  params: (w: World) => Record<string, string> | Promise<Record<string, string>>;
  search?: string;
  expect: Expectations;
};

const all = (outcome: Expected): Expectations => ({
  anonymous: outcome,
  player: outcome,
  otherOrganizer: outcome,
  organizer: outcome,
  otherClubAdmin: outcome,
  clubAdmin: outcome,
  admin: outcome,
});
const signedIn = (outcome: Expected = "ok"): Expectations => ({ ...all(outcome), anonymous: "401" });

/** The draft draw's first match's version now, as its result form sends it. */
async function matchVersion(w: World): Promise<string> {
  const [row] = await w.db.select({ version: drawMatch.version }).from(drawMatch).where(eq(drawMatch.id, w.draftDraw.firstMatchId));
  return String(row!.version);
}
const adminOnly = (outcome: Expected = "ok"): Expectations => ({ ...all("403"), anonymous: "401", admin: outcome });
const tournamentEditors = (outcome: Expected = "ok"): Expectations => ({ ...adminOnly(outcome), organizer: outcome });
const clubAdmins = (outcome: Expected = "ok"): Expectations => ({ ...adminOnly(outcome), clubAdmin: outcome });

const ROLE_INDEX: Record<Role, number> = {
  anonymous: 0,
  player: 1,
  otherOrganizer: 2,
  organizer: 3,
  otherClubAdmin: 4,
  clubAdmin: 5,
  admin: 6,
};
const tournamentParams = (t: { id: number; title: string }) => ({ name: tournamentSlug(t.title), id: String(t.id) });
const LADDER = categoriesForType("Varonil");
const drawParams = (t: { id: number; title: string }, categoria = "varonil-3ra") => ({ ...tournamentParams(t), categoria });
/** Editors get `outcome`; everyone else is refused as by requireTournamentEditor. */
const drawEditors = (outcome: Expected = "ok"): Expectations => tournamentEditors(outcome);

// A category's draw page (issue 19): every intent is for the tournament's editors.
const drawCases: ActionCase[] = [
  {
    intent: "import-entries",
    params: (w) => drawParams(w.draftDraw.tournament, "varonil-5ta"),
    body: () => ({ form: { intent: "import-entries" } }),
    expect: drawEditors(),
    noInput: "no fields besides the intent",
  },
  {
    intent: "add-entry",
    params: (w) => drawParams(w.draftDraw.tournament, "varonil-4ta"),
    body: (w, role) => ({
      form: {
        intent: "add-entry",
        player1Id: String(w.players[2 + ROLE_INDEX[role] * 2]!.id),
        player2Id: String(w.players[3 + ROLE_INDEX[role] * 2]!.id),
      },
    }),
    expect: drawEditors(),
    fields: { player1Id: "id", player2Id: "id" },
  },
  {
    // The world's registration is pending: pairing it is refused as not found.
    intent: "pair-registrations",
    params: (w) => drawParams(w.draftDraw.tournament, "varonil-6ta"),
    body: (w) => ({ form: { intent: "pair-registrations", registration1Id: String(w.registration.id), registration2Id: "999999" } }),
    expect: drawEditors("404"),
    fields: { registration1Id: "id", registration2Id: "id" },
  },
  {
    intent: "withdraw-entry",
    params: async (w) => drawParams((await w.newDraw()).tournament),
    body: (w) => ({ form: { intent: "withdraw-entry", entryId: String(w.draftDraw.entryId), confirm: "1" } }),
    // Another draw's entry is not this draw's: 404 for its editors.
    expect: drawEditors("404"),
    // 'Sí, retirar pareja' posts confirm=1; anything else is refused (issue 31).
    fields: { entryId: "id", confirm: "enum" },
  },
  {
    intent: "lock-entries",
    params: (w) => drawParams(w.draftDraw.tournament, "femenil-3ra"),
    body: () => ({ form: { intent: "lock-entries", locked: "true" } }),
    expect: drawEditors(),
    fields: { locked: "enum" },
  },
  {
    intent: "settings",
    params: (w) => drawParams(w.draftDraw.tournament, "femenil-4ta"),
    body: () => ({
      form: {
        intent: "settings",
        format: "groups",
        qualifiersPerGroup: "2",
        groupSplit: "auto",
        numberOfSets: "3",
        deuceRule: "golden",
        tieBreak: "on",
      },
    }),
    expect: drawEditors(),
    fields: {
      format: "enum",
      qualifiersPerGroup: "enum?",
      // 'auto', 'count:N' or 'size:N' (issue 31).
      groupSplit: "enum?",
      numberOfSets: "enum",
      deuceRule: "enum",
      tieBreak: "enum?",
      superTieBreak: "enum?",
      consolation: "enum?",
    },
  },
  {
    intent: "seed",
    params: (w) => drawParams(w.draftDraw.tournament),
    body: (w) => ({ form: { intent: "seed", entryId: String(w.draftDraw.entryId), seed: "1" } }),
    expect: drawEditors(),
    fields: { entryId: "id", seed: "id?" },
  },
  {
    intent: "generate",
    params: async (w) => drawParams((await w.newDraw()).tournament),
    body: () => ({ form: { intent: "generate", seedBy: "level" } }),
    expect: drawEditors(),
    fields: { seedBy: "enum" },
  },
  {
    intent: "publish",
    params: async (w) => drawParams((await w.newDraw()).tournament),
    body: () => ({ form: { intent: "publish" } }),
    expect: drawEditors(),
    noInput: "no fields besides the intent",
  },
  {
    // 'Despublicar cuadro' (issue 31): a fresh draw made and published, back to a draft for its editors.
    intent: "unpublish",
    params: async (w) => {
      const made = await w.newDraw();
      await publishDraw(w.users.admin, { tournamentId: made.tournament.id, categoryType: "Varonil", category: "3ra" }, w.db, {
        tellPlayers: false,
      });
      return drawParams(made.tournament);
    },
    body: () => ({ form: { intent: "unpublish" } }),
    expect: drawEditors(),
    noInput: "no fields besides the intent",
  },
  {
    intent: "result",
    params: (w) => drawParams(w.draftDraw.tournament),
    // Sent with the match's version as it is (each editor's save is one more): the form's own version.
    body: async (w) => ({
      form: { intent: "result", matchId: String(w.draftDraw.firstMatchId), version: await matchVersion(w), score: "6-3 6-4" },
    }),
    expect: drawEditors(),
    fields: { matchId: "id", version: "version", score: "text", winner: "enum?" },
  },
  {
    // An unknown match: refused (404) for the draft draw's editors, never a 5xx.
    intent: "clear-result",
    params: (w) => drawParams(w.draftDraw.tournament),
    body: (w) => ({ form: { intent: "clear-result", matchId: String(w.draftDraw.firstMatchId + 100000), version: "0" } }),
    expect: drawEditors("404"),
    fields: { matchId: "id", version: "version" },
  },
  {
    intent: "add-player",
    params: (w) => drawParams(w.draftDraw.tournament),
    body: (_w, role) => ({ form: { intent: "add-player", name: `Jugador Cuadro ${role}`, gender: "Varonil" } }),
    expect: drawEditors(),
    fields: { name: "text", handle: "text?", gender: "enum", image: "url?" },
  },
];

const tournamentCases: ActionCase[] = [
  {
    intent: "register",
    params: (w) => tournamentParams(w.tournament),
    body: () => ({
      form: { intent: "register", registrationType: "individual", categoryType: "varonil", category: "3ra", comments: "Hola" },
    }),
    expect: signedIn("ok"),
    fields: { registrationType: "enum?", categoryType: "enum", category: "text", comments: "text?", partnerId: "id?" },
  },
  {
    // 'Añadir pareja' in the registration sheet: any signed-in player adds a partner not yet on the site.
    intent: "add-partner",
    params: (w) => tournamentParams(w.tournament),
    body: (_w, role) => ({ form: { intent: "add-partner", name: `Pareja Nueva ${role}` } }),
    expect: signedIn("ok"),
    fields: { name: "text", handle: "text?", gender: "enum?", image: "url?" },
  },
  {
    // 'Añadir nuevo jugador' in the winners dialog: the tournament's editors only.
    intent: "add-player",
    params: (w) => tournamentParams(w.tournament),
    body: (_w, role) => ({ form: { intent: "add-player", name: `Jugador Nuevo ${role}`, gender: "Varonil" } }),
    expect: tournamentEditors("ok"),
    fields: { name: "text", handle: "text?", gender: "enum", image: "url?" },
  },
  {
    intent: "update",
    params: (w) => tournamentParams(w.tournament),
    body: (w) => ({
      form: {
        intent: "update",
        title: w.tournament.title,
        clubName: "Club Puebla",
        startDate: w.tournament.startDate,
        endDate: w.tournament.endDate,
        fee: "$800",
        description: "Torneo.",
      },
    }),
    expect: tournamentEditors(),
    fields: {
      title: "text",
      clubName: "text",
      startDate: "date",
      endDate: "date",
      fee: "text?",
      description: "text?",
      image: "url?",
      // Only the ladder's categories (or 'Todas'): anything else is refused.
      categoriesVaronil: "enum?",
      categoriesFemenil: "enum?",
      categoriesMixed: "enum?",
      schedule: "enum?",
    },
  },
  {
    intent: "delete",
    params: async (w) => tournamentParams(await w.newTournament()),
    body: () => ({ form: { intent: "delete" } }),
    expect: tournamentEditors(),
    noInput: "no fields besides the intent",
  },
  {
    intent: "add-result",
    params: (w) => tournamentParams(w.tournament),
    body: (w, role) => ({
      form: {
        intent: "add-result",
        player1Id: String(w.players[2 + ROLE_INDEX[role] * 2]!.id),
        player2Id: String(w.players[3 + ROLE_INDEX[role] * 2]!.id),
        categoryType: "Varonil",
        category: LADDER[2]!,
        placement: "champion",
      },
    }),
    expect: tournamentEditors(),
    fields: { player1Id: "id", player2Id: "id?", categoryType: "enum", category: "text", placement: "enum?" },
  },
  {
    intent: "delete-result",
    params: (w) => tournamentParams(w.tournament),
    body: (w) => ({ form: { intent: "delete-result", resultId: String(w.result.id) } }),
    // Administrators only (docs/product.md §4.5): organisers edit a tournament but do not remove its winners.
    expect: adminOnly(),
    fields: { resultId: "id" },
  },
  {
    intent: "registration",
    params: (w) => tournamentParams(w.tournament),
    body: (w) => ({ form: { intent: "registration", registrationId: String(w.registration.id), status: "confirmada" } }),
    expect: tournamentEditors(),
    fields: { registrationId: "id", status: "enum?", paymentMethod: "enum?" },
  },
  {
    // 'Cobrar inscripciones en línea' (issue 33), switched off: allowed whether or not the provider is configured.
    intent: "payments",
    params: (w) => tournamentParams(w.tournament),
    body: () => ({ form: { intent: "payments", mode: "off" } }),
    expect: tournamentEditors(),
    fields: { mode: "enum" },
  },
  {
    // A refund of a payment that is not this tournament's: not found, after the permission check.
    intent: "refund",
    params: (w) => tournamentParams(w.tournament),
    body: () => ({ form: { intent: "refund", paymentId: "999999", amount: "100" } }),
    expect: tournamentEditors("404"),
    fields: { paymentId: "id", amount: "text?" },
  },
  {
    // 'Aceptar el pago' on a payment that is not this tournament's: not found, after the permission check.
    intent: "accept-payment",
    params: (w) => tournamentParams(w.tournament),
    body: () => ({ form: { intent: "accept-payment", paymentId: "999999" } }),
    expect: tournamentEditors("404"),
    fields: { paymentId: "id" },
  },
  {
    intent: "unknown",
    params: (w) => tournamentParams(w.tournament),
    body: () => ({ form: { intent: "nada" } }),
    expect: tournamentEditors("bad"),
    noInput: "the intent itself is the bad input",
  },
];

// A social event's page (issue 32): signing up and leaving for any signed-in user; the rest for its editors
// (its creator, the world's organiser, and administrators).
const socialParams = (e: { id: number; title: string }) => ({ slug: socialEventPath(e).split("/").pop()! });
const socialEditors = (outcome: Expected = "ok"): Expectations => tournamentEditors(outcome);
type SocialActor = Parameters<typeof signUp>[0];
/** A fresh event of the world's organiser with one player in: its entry id, for per-role destructive intents. */
async function socialEventWithEntry(w: World) {
  const event = await w.newSocialEvent();
  await addEntry(w.users.admin as unknown as SocialActor, event.id, (await w.newPlayer()).id, null);
  const [entry] = await w.db.select({ id: socialEntry.id }).from(socialEntry).where(eq(socialEntry.eventId, event.id));
  return { event, entryId: String(entry!.id) };
}
const socialEntries = new Map<string, string>();
/** A fresh event of the world's organiser with 8 players in (enough to start it). */
async function socialEventWithPlayers(w: World, overrides: Parameters<World["newSocialEvent"]>[0] = {}) {
  const event = await w.newSocialEvent(overrides);
  for (let i = 0; i < 8; i++) await addEntry(w.users.admin as unknown as SocialActor, event.id, (await w.newPlayer()).id, null);
  return event;
}
async function roundMatches(w: World, eventId: number): Promise<number[]> {
  const rows = await w.db
    .select({ id: socialMatch.id })
    .from(socialMatch)
    .innerJoin(socialRound, eq(socialRound.id, socialMatch.roundId))
    .where(eq(socialRound.eventId, eventId))
    .orderBy(asc(socialRound.number), asc(socialMatch.court));
  return rows.map((r) => r.id);
}
async function scoreSocialMatch(w: World, eventId: number, matchId: number) {
  await saveSocialScore(w.users.admin as unknown as SocialActor, eventId, { matchId, version: 0, points1: 13, points2: 11 });
}
const socialCases: ActionCase[] = [
  {
    // Each role signs up with a new partner on a fresh event of the team variant (where the partner is required).
    intent: "sign-up",
    params: async (w) => socialParams(await w.newSocialEvent({ format: "americano-equipos" })),
    body: async (w) => ({ form: { intent: "sign-up", partnerId: String((await w.newPlayer()).id) } }),
    expect: signedIn("ok"),
    fields: { partnerId: "id" },
  },
  {
    intent: "leave",
    params: async (w, role) => {
      const event = await w.newSocialEvent();
      if (role !== "anonymous") await signUp(w.users[role] as unknown as SocialActor, event.id, null);
      return socialParams(event);
    },
    body: () => ({ form: { intent: "leave" } }),
    expect: signedIn("ok"),
    noInput: "no fields besides the intent",
  },
  {
    intent: "update",
    params: (w) => socialParams(w.socialEvent),
    body: (w) => ({
      form: {
        intent: "update",
        title: w.socialEvent.title,
        clubId: String(w.club.id),
        date: w.socialEvent.date,
        startTime: "20:00",
        format: "americano",
        courts: "Cancha 1, Cancha 2",
        length: "rondas",
        rounds: "6",
        points: "21",
        playerCap: "12",
        genderMix: "abierto",
        sitOutRule: "fijo",
        sitOutPoints: "5",
        mexicanoRule: "1y4-vs-2y3",
        mexicanoOpening: "nivel",
      },
    }),
    expect: socialEditors(),
    fields: {
      title: "text",
      clubId: "id",
      date: "date",
      startTime: "text",
      format: "enum",
      courts: "text",
      length: "enum?",
      rounds: "id?",
      minutes: "id?",
      points: "enum",
      serveRule: "text?",
      playerCap: "id",
      price: "text?",
      categoryFrom: "enum?",
      categoryTo: "enum?",
      genderMix: "enum?",
      organizerIds: "text?",
      sitOutRule: "enum?",
      sitOutPoints: "id?",
      mexicanoRule: "enum?",
      mexicanoOpening: "enum?",
    },
  },
  {
    // A fresh event per role, so that each editor's player is new to it.
    intent: "add-entry",
    params: async (w) => socialParams(await w.newSocialEvent()),
    body: async (w) => ({ form: { intent: "add-entry", playerId: String((await w.newPlayer()).id) } }),
    expect: socialEditors(),
    fields: { playerId: "id", partnerId: "id?" },
  },
  {
    intent: "remove-entry",
    params: async (w, role) => {
      const { event, entryId } = await socialEventWithEntry(w);
      socialEntries.set(role, entryId);
      return socialParams(event);
    },
    body: (_w, role) => ({ form: { intent: "remove-entry", entryId: socialEntries.get(role)! } }),
    expect: socialEditors(),
    fields: { entryId: "id" },
  },
  {
    intent: "check-in",
    params: async (w, role) => {
      const { event, entryId } = await socialEventWithEntry(w);
      socialEntries.set(`check-${role}`, entryId);
      return socialParams(event);
    },
    body: (_w, role) => ({ form: { intent: "check-in", entryId: socialEntries.get(`check-${role}`)!, checkedIn: "true" } }),
    expect: socialEditors(),
    fields: { entryId: "id", checkedIn: "enum" },
  },
  {
    intent: "add-player",
    params: (w) => socialParams(w.socialEvent),
    body: (_w, role) => ({ form: { intent: "add-player", name: `Jugador Social ${role}`, gender: "Femenil" } }),
    expect: socialEditors(),
    fields: { name: "text", handle: "text?", gender: "enum", image: "url?" },
  },
  {
    // A fresh event of 8 players per role, so that each editor starts one.
    intent: "start",
    params: async (w) => socialParams(await socialEventWithPlayers(w)),
    body: () => ({ form: { intent: "start" } }),
    expect: socialEditors(),
    noInput: "no fields besides the intent",
  },
  {
    intent: "next-round",
    params: async (w) => {
      const event = await socialEventWithPlayers(w, { format: "mexicano" });
      await startSocialEvent(w.users.admin as unknown as SocialActor, event.id);
      for (const m of await roundMatches(w, event.id)) await scoreSocialMatch(w, event.id, m);
      return socialParams(event);
    },
    body: () => ({ form: { intent: "next-round" } }),
    expect: socialEditors(),
    noInput: "no fields besides the intent",
  },
  {
    intent: "score",
    params: async (w, role) => {
      const event = await socialEventWithPlayers(w);
      await startSocialEvent(w.users.admin as unknown as SocialActor, event.id);
      socialEntries.set(`score-${role}`, String((await roundMatches(w, event.id))[0]!));
      return socialParams(event);
    },
    body: (_w, role) => ({
      form: { intent: "score", matchId: socialEntries.get(`score-${role}`)!, version: "0", points1: "13", points2: "11" },
    }),
    expect: socialEditors(),
    fields: { matchId: "id", version: "version", points1: "id", points2: "id" },
  },
  {
    intent: "finish",
    params: async (w) => {
      const event = await socialEventWithPlayers(w);
      await startSocialEvent(w.users.admin as unknown as SocialActor, event.id);
      return socialParams(event);
    },
    body: () => ({ form: { intent: "finish" } }),
    expect: socialEditors(),
    noInput: "no fields besides the intent",
  },
  {
    // A fresh started Americano per role, each editor adding a new player from round 1 on.
    intent: "join-late",
    params: async (w) => {
      const event = await socialEventWithPlayers(w);
      await startSocialEvent(w.users.admin as unknown as SocialActor, event.id);
      return socialParams(event);
    },
    body: async (w) => ({ form: { intent: "join-late", playerId: String((await w.newPlayer()).id) } }),
    expect: socialEditors(),
    // partnerId: a pair in the team variants (an individual event refuses it).
    fields: { playerId: "id", partnerId: "id?" },
  },
  {
    intent: "withdraw",
    params: async (w, role) => {
      const event = await socialEventWithPlayers(w);
      await startSocialEvent(w.users.admin as unknown as SocialActor, event.id);
      const [entry] = await w.db.select({ id: socialEntry.id }).from(socialEntry).where(eq(socialEntry.eventId, event.id));
      socialEntries.set(`withdraw-${role}`, String(entry!.id));
      return socialParams(event);
    },
    body: (_w, role) => ({ form: { intent: "withdraw", entryId: socialEntries.get(`withdraw-${role}`)! } }),
    expect: socialEditors(),
    fields: { entryId: "id" },
  },
  {
    intent: "unknown",
    params: (w) => socialParams(w.socialEvent),
    body: () => ({ form: { intent: "nada" } }),
    expect: socialEditors("bad"),
    noInput: "the intent itself is the bad input",
  },
];

// Scoring a tournament match with Padel Score (issue 20): the first match of the world's published draw.
// Its editors and the match's own players score (the matrix's 'player' is a signed-in account that plays
// no match: refused like any stranger; the players are in live-scoring.test.ts, as is the scorer link).
const scoringMatches = new WeakMap<World, Promise<number>>();
/** The first match of a published draw of a tournament of its own (other cases unapprove the world's tournament). */
function scoringMatch(w: World): Promise<number> {
  let made = scoringMatches.get(w);
  if (!made) {
    made = w.newDraw().then(async (d) => {
      await publishDraw(w.users.admin, { tournamentId: d.tournament.id, categoryType: "Varonil", category: "3ra" }, w.db);
      return d.firstMatchId;
    });
    scoringMatches.set(w, made);
  }
  return made;
}
const scoringParams = async (w: World) => ({ id: String(await scoringMatch(w)) });
const matchScorers = (outcome: Expected = "ok"): Expectations => tournamentEditors(outcome);
const matchScoringCases: ActionCase[] = [
  {
    intent: "score",
    params: scoringParams,
    body: () => ({ form: { intent: "score" } }),
    expect: matchScorers(),
    noInput: "no fields besides the intent",
  },
  {
    intent: "create-link",
    params: scoringParams,
    body: () => ({ form: { intent: "create-link" } }),
    expect: tournamentEditors(),
    noInput: "no fields besides the intent",
  },
  {
    intent: "revoke-link",
    params: scoringParams,
    body: () => ({ form: { intent: "revoke-link" } }),
    expect: tournamentEditors(),
    noInput: "no fields besides the intent",
  },
  {
    intent: "unknown",
    params: scoringParams,
    body: () => ({ form: { intent: "nada" } }),
    expect: matchScorers("bad"),
    noInput: "the intent itself is the bad input",
  },
];

// A Padel Score match's page (issue 35): an ended match created by the matrix's 'player', its four players
// linked (none of them a role's account). Its owner picks the players; only those four may confirm or
// dispute the result (their own answers: levels-score.test.ts), so every role is refused 'answer'.
const scoreMatches = new WeakMap<World, Promise<string>>();
function scoreMatch(w: World): Promise<string> {
  let made = scoreMatches.get(w);
  if (!made) {
    made = (async () => {
      const row = await f.createMatch(w.db, {
        ownerUserId: w.users.player.id,
        status: "finished",
        finishedAt: new Date("2026-03-14T18:00:00Z"),
        state: { score: { phase: "finished", winner: "team1", setsHistory: [{ team1: 6, team2: 3 }] }, clockOffsetMs: 0 },
      });
      const four = await Promise.all(Array.from({ length: 4 }, () => f.createPlayer(w.db)));
      await w.db
        .insert(matchPlayer)
        .values(four.map((p, i) => ({ matchId: row.id, team: i < 2 ? 1 : 2, position: (i % 2) + 1, playerId: p.id })));
      return row.id;
    })();
    scoreMatches.set(w, made);
  }
  return made;
}
const scoreMatchParams = async (w: World) => ({ id: await scoreMatch(w) });
const scoreMatchCases: ActionCase[] = [
  {
    // The lineup it already has: the owner's save changes nothing and answers ok.
    intent: "lineup",
    params: scoreMatchParams,
    body: async (w) => {
      const rows = await w.db
        .select()
        .from(matchPlayer)
        .where(eq(matchPlayer.matchId, await scoreMatch(w)))
        .orderBy(matchPlayer.team, matchPlayer.position);
      const [a, b, c, d] = rows.map((row) => String(row.playerId));
      return { form: { intent: "lineup", team1Player1: a!, team1Player2: b!, team2Player1: c!, team2Player2: d! } };
    },
    expect: { ...all("403"), anonymous: "401", player: "ok" },
    fields: { team1Player1: "id?", team1Player2: "id?", team2Player1: "id?", team2Player2: "id?" },
  },
  {
    intent: "answer",
    params: scoreMatchParams,
    body: () => ({ form: { intent: "answer", verdict: "confirmed" } }),
    expect: signedIn("403"),
    fields: { verdict: "enum" },
  },
  {
    intent: "unknown",
    params: scoreMatchParams,
    body: () => ({ form: { intent: "nada" } }),
    expect: signedIn("bad"),
    noInput: "the intent itself is the bad input",
  },
];

// The order of play (issue 19): the tournament's editors only; a case's body makes the courts, the day
// and a published draw first (helpers/play-world.ts).
const orderOfPlayCases: ActionCase[] = [
  {
    intent: "schedule-settings",
    params: (w) => tournamentParams(w.tournament),
    body: async (w) => {
      const { day } = await playWorld(w);
      return {
        form: {
          intent: "schedule-settings",
          courts: "Cancha 1\nCancha 2",
          "days[0].date": day,
          "days[0].start": "08:00",
          "days[0].end": "22:00",
          matchMinutes: "75",
          restMinutes: "60",
          reminderMinutes: "30",
        },
      };
    },
    expect: tournamentEditors(),
    fields: {
      courts: "text",
      "days[0].date": "date",
      "days[0].start": "text",
      "days[0].end": "text",
      matchMinutes: "text",
      restMinutes: "text",
      reminderMinutes: "text?",
    },
  },
  {
    intent: "generate-schedule",
    params: (w) => tournamentParams(w.tournament),
    body: async (w) => {
      await playWorld(w);
      return { form: { intent: "generate-schedule" } };
    },
    expect: tournamentEditors(),
    noInput: "no fields besides the intent",
  },
  {
    // 'Fases por día' saved, then the schedule generated (issue 31).
    intent: "generate-schedule-phases",
    params: (w) => tournamentParams(w.tournament),
    body: async (w) => {
      const { day } = await playWorld(w);
      return {
        form: {
          intent: "generate-schedule-phases",
          "phases[0].date": day,
          "phases[0].rules[0].phase": "final",
          "phases[0].rules[0].allowed": "on",
          "phases[0].rules[0].notBefore": "10:00",
        },
      };
    },
    expect: tournamentEditors(),
    fields: {
      "phases[0].date": "date",
      "phases[0].rules[0].phase": "enum",
      "phases[0].rules[0].allowed": "enum?",
      "phases[0].rules[0].notBefore": "text?",
    },
  },
  {
    intent: "move-match",
    params: (w) => tournamentParams(w.tournament),
    body: async (w) => {
      const { day, courts, match } = await playWorld(w);
      return {
        form: { intent: "move-match", matchId: String(match.id), courtId: String(courts[1]!.id), day, start: "09:00", confirm: "1" },
      };
    },
    expect: tournamentEditors(),
    fields: { matchId: "id", courtId: "id", day: "date", start: "text", confirm: "enum?" },
  },
  {
    intent: "unschedule-match",
    params: (w) => tournamentParams(w.tournament),
    body: async (w) => ({ form: { intent: "unschedule-match", matchId: String((await playWorld(w)).match.id) } }),
    expect: tournamentEditors(),
    fields: { matchId: "id" },
  },
  {
    intent: "clear-schedule",
    params: (w) => tournamentParams(w.tournament),
    body: () => ({ form: { intent: "clear-schedule" } }),
    expect: tournamentEditors(),
    noInput: "no fields besides the intent",
  },
  {
    intent: "unknown",
    params: (w) => tournamentParams(w.tournament),
    body: () => ({ form: { intent: "nada" } }),
    expect: tournamentEditors("bad"),
    noInput: "the intent itself is the bad input",
  },
];

const clubCases: ActionCase[] = [
  {
    intent: "update-club",
    params: (w) => ({ nombre: "x", id: String(w.club.id) }),
    body: (w) => ({
      form: { intent: "update-club", name: w.club.name, state: "Puebla", description: "Club de pádel con canchas.", courts: "4" },
      multipart: true,
    }),
    expect: clubAdmins(),
    fields: {
      name: "text",
      state: "text",
      description: "text?",
      courts: "text?",
      mapsUrl: "url?",
      instagramUrl: "url?",
      whatsapp: "text?",
      amenityIds: "id?",
      image: "url?",
    },
    fileField: "imageFile",
  },
  {
    intent: "add-image",
    params: (w) => ({ nombre: "x", id: String(w.club.id) }),
    body: () => ({ form: { intent: "add-image", galleryImage: "/img/clubs/0b7c9a3e-1d2f-4c1a-9f1e-2a3b4c5d6e7f.webp" }, multipart: true }),
    expect: clubAdmins(),
    fields: { galleryImage: "url" },
    fileField: "galleryImageFile",
  },
  {
    intent: "delete-image",
    params: (w) => ({ nombre: "x", id: String(w.club.id) }),
    body: (w) => ({ form: { intent: "delete-image", imageId: String(w.clubImage.id) } }),
    expect: { ...clubAdmins("ok"), admin: "404" },
    fields: { imageId: "id" },
  },
  {
    intent: "delete-club",
    params: async (w) => ({ nombre: "x", id: String((await w.newClub()).id) }),
    body: () => ({ form: { intent: "delete-club" } }),
    // Club administrators may edit their club but only administrators delete it.
    expect: adminOnly(),
    noInput: "no fields besides the intent",
  },
];

const coachCases: ActionCase[] = [
  {
    intent: "class-request",
    params: (w) => ({ nombre: coachSlugOf(w) }),
    body: () => ({
      form: { intent: "class-request", name: "Ana López", phone: "2221234567", email: "ana@example.com", message: "Quiero clases" },
    }),
    expect: all("ok"),
    fields: { name: "text", phone: "text?", email: "email?", level: "enum?", clubId: "id?", message: "text?" },
  },
  {
    intent: "update-coach",
    params: (w) => ({ nombre: coachSlugOf(w) }),
    body: (w) => ({
      form: {
        intent: "update-coach",
        name: w.coach.name,
        description: "Entrenador certificado con experiencia.",
        classCost: "350",
        clubIds: String(w.club.id),
        experience: "2da",
        whatsapp: "2221234567",
      },
    }),
    expect: adminOnly(),
    fields: { name: "text", description: "text", classCost: "text", clubIds: "id", experience: "enum", image: "url?" },
    fileField: "imageFile",
  },
  {
    intent: "delete-coach",
    params: async (w) => {
      const coach = await w.newCoach();
      return { nombre: coachSlugOf({ coach }) };
    },
    body: () => ({ form: { intent: "delete-coach" } }),
    expect: adminOnly(),
    noInput: "no fields besides the intent",
  },
];

function coachSlugOf(w: Pick<World, "coach">): string {
  return coachSlug(w.coach.name);
}

const playerEdit: ActionCase[] = [
  {
    intent: "edit-player",
    params: (w) => ({ username: w.players[20]!.handle!, id: String(w.players[20]!.id) }),
    body: (w) => ({
      form: { intent: "edit-player", name: w.players[20]!.name, handle: w.players[20]!.handle!, gender: "Varonil" },
      multipart: true,
    }),
    expect: adminOnly(),
    fields: { name: "text", handle: "text?", gender: "enum", image: "url?" },
    fileField: "imageFile",
    fileRefusalSavesRest: true,
  },
];

const authCases = (): ActionCase[] => [
  {
    intent: "sign-in",
    params: () => ({}),
    // Unknown account (one per role: five failures on one account make it wait): refused, whoever asks.
    body: (_w, role) => ({ form: { intent: "sign-in", email: `nadie-${role}@example.com`, password: "una-clave-cualquiera" } }),
    expect: all("401"),
    fields: { email: "email", password: "text" },
    costly: "an unknown account still hashes the password (timing-safe sign-in)",
  },
  {
    intent: "sign-up",
    params: () => ({}),
    body: () => ({ form: { intent: "sign-up", firstName: "", lastName: "", email: "x", password: "1" } }),
    expect: all("bad"),
    fields: { firstName: "text", lastName: "text", email: "email", password: "text" },
    costly: "a valid sign-up hashes the password",
  },
  {
    intent: "reset-password",
    params: () => ({}),
    body: () => ({
      form: { intent: "reset-password", token: "token-falso", password: "nueva-clave-2026", confirmPassword: "nueva-clave-2026" },
    }),
    expect: all("bad"),
    fields: { token: "text", password: "text", confirmPassword: "text" },
  },
  {
    // 'Enviar enlace' of the forgotten-password tab: the same answer whether the address has an account or not.
    intent: "request-reset",
    params: () => ({}),
    body: (_w, role) => ({ form: { intent: "request-reset", email: `nadie-${role}@example.com` } }),
    expect: all("ok"),
    fields: { email: "email" },
  },
];

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A webhook event as Meta sends it (no messages: nothing to store), signed with `secret`. */
function webhookBody(secret: string | null): Body {
  const json = { object: "whatsapp_business_account", entry: [{ id: "123", changes: [] }] };
  return { json, headers: { "x-hub-signature-256": secret ? signatureFor(JSON.stringify(json), secret) : `sha256=${"0".repeat(64)}` } };
}

/** A Mercado Pago payment notification, signed as documented with `secret` (ADR 0040). */
function paymentNotification(secret: string | null): Body {
  const requestId = randomUUID();
  const ts = String(Date.now());
  const manifest = `id:1320000001;request-id:${requestId};ts:${ts};`;
  const v1 = secret ? createHmac("sha256", secret).update(manifest).digest("hex") : "0".repeat(64);
  return {
    json: { id: 123, live_mode: false, type: "payment", action: "payment.updated", api_version: "v1", data: { id: "1320000001" } },
    headers: { "x-request-id": requestId, "x-signature": `ts=${ts},v1=${v1}` },
  };
}

const newRoutesCases: Record<string, ActionCase[]> = {
  "routes/api.sponsors": [
    {
      intent: "sponsor-request",
      params: () => ({}),
      body: (_w, role) => ({
        form: { title: `Marca ${role}`, description: "Tienda de pádel en Puebla.", targetUrl: "https://marca.example.com" },
      }),
      expect: signedIn("ok"),
      fields: { title: "text", description: "text", targetUrl: "url?", image: "url?" },
    },
  ],
  // Meta's webhook has no session: the signature decides, the same for every role.
  "routes/api.whatsapp.webhook": [
    {
      intent: "signed-event",
      params: () => ({}),
      body: (w) => webhookBody(w.whatsappAppSecret),
      expect: all("ok"),
      // Any change to the body breaks the signature: the fuzzer checks those are refused (401).
      fields: { object: "json", entry: "json" },
    },
    {
      intent: "bad-signature",
      params: () => ({}),
      body: () => webhookBody(null),
      expect: all("401"),
      noInput: "the signature is the bad input",
    },
  ],
  // Mercado Pago's webhook has no session either: its x-signature decides, the same for every role.
  "routes/api.payments.webhook": [
    {
      intent: "signed-notification",
      params: () => ({}),
      body: (w) => paymentNotification(w.paymentWebhookSecret),
      expect: all("ok"),
      // The signature covers data.id: a changed or missing one is refused (401), and so is any body without it.
      fields: { data: "json" },
    },
    {
      intent: "bad-signature",
      params: () => ({}),
      body: () => paymentNotification(null),
      expect: all("401"),
      noInput: "the signature is the bad input",
    },
  ],
  // 'Ir a pagar' on 'Mis inscripciones': only the registration's own player (no role here is) may pay it.
  "registrations-mine": [
    {
      intent: "pay",
      params: () => ({}),
      body: (w) => ({ form: { intent: "pay", registrationId: String(w.registration.id) } }),
      expect: { ...all("404"), anonymous: "401" },
      fields: { registrationId: "id" },
    },
  ],
  "tournament-register": [
    {
      intent: "register-tournament",
      params: () => ({}),
      body: (_w, role) => ({
        form: {
          intent: "register-tournament",
          title: `Torneo Nuevo ${role}`,
          clubName: "Club Puebla",
          description: "Torneo abierto de pádel en Puebla.",
          startDate: inDays(30),
          endDate: inDays(31),
          fee: "800",
          varonil: "on",
          categoriesVaronil: "3ra",
        },
        multipart: true,
      }),
      expect: signedIn("ok"),
      fields: {
        title: "text",
        clubName: "text",
        description: "text",
        startDate: "date",
        endDate: "date",
        fee: "text?",
        image: "url?",
        organizerIds: "text?",
        categoriesVaronil: "enum?",
        categoriesMixed: "enum?",
      },
      fileField: "imageFile",
    },
  ],
  // Anyone may join (docs/product.md §3.3); a signed-in user's row is linked to the account.
  join: [
    {
      intent: "join",
      params: () => ({}),
      body: (_w, role) => ({
        form: {
          name: `Jugador ${role}`,
          birthDate: "1995-05-20",
          category: "4ta",
          phone: `22212345${String(ROLE_INDEX[role]).padStart(2, "0")}`,
          gender: "Varonil",
          acceptsTerms: "on",
        },
      }),
      expect: all("ok"),
      // A birth date is any past date: "text" (the "date" kind's bad values include valid past dates).
      fields: {
        name: "text",
        birthDate: "text",
        category: "enum",
        phone: "text",
        gender: "enum",
        instagram: "text?",
        clubId: "id?",
        acceptsTerms: "enum",
      },
    },
  ],
  // The conversation has no inbound message: a reply needs a template, refused before any send.
  "admin-chat": [
    {
      intent: "send",
      params: () => ({}),
      body: (w) => ({ form: { intent: "send", contact: w.conversation.phone!, message: "Hola" } }),
      expect: adminOnly("bad"),
      fields: { contact: "text", message: "text" },
    },
    {
      intent: "add-tag",
      params: () => ({}),
      body: (w) => ({ form: { intent: "add-tag", contact: w.conversation.phone!, tag: "vip" } }),
      expect: adminOnly(),
      fields: { contact: "text", tag: "text" },
    },
    {
      intent: "remove-tag",
      params: () => ({}),
      body: (w) => ({ form: { intent: "remove-tag", contact: w.conversation.phone!, tag: "torneo" } }),
      expect: adminOnly(),
      fields: { contact: "text", tag: "text" },
    },
    {
      intent: "unknown",
      params: () => ({}),
      body: () => ({ form: { intent: "nada" } }),
      expect: adminOnly("bad"),
      noInput: "the intent itself is the bad input",
    },
  ],
  "admin-whatsapp": [
    // Before 'save': without an access token the test is refused and never reaches the network.
    {
      intent: "test",
      params: () => ({}),
      body: () => ({ form: { intent: "test" } }),
      expect: adminOnly("bad"),
      noInput: "no fields besides the intent",
    },
    {
      intent: "save",
      params: () => ({}),
      // Saved inactive: sends stay refused ('no activo') for the rest of the run.
      body: () => ({ form: { intent: "save", accessToken: "token-de-prueba", phoneNumberId: "123456789", appId: "987654321" } }),
      expect: adminOnly(),
      fields: { accessToken: "text?", verifyToken: "text?", appSecret: "text?", phoneNumberId: "text", appId: "text?" },
    },
  ],
  "admin-payments": [
    {
      intent: "save",
      params: () => ({}),
      // Kept active, and a blank secret keeps the world's: the payments webhook's cases still verify with it.
      body: () => ({ form: { intent: "save", accessToken: "token-de-prueba", publicKey: "APP_USR-publica", isActive: "on" } }),
      expect: adminOnly(),
      fields: { accessToken: "text?", webhookSecret: "text?", publicKey: "text?" },
    },
  ],
  "admin-requests": [
    {
      intent: "aprobar",
      params: () => ({}),
      body: async (w) => ({ form: { intent: "aprobar", id: String((await w.newRequest()).id) } }),
      expect: adminOnly(),
      fields: { id: "id", kind: "enum?" },
    },
    {
      intent: "rechazar",
      params: () => ({}),
      body: async (w) => ({ form: { intent: "rechazar", id: String((await w.newRequest()).id) } }),
      expect: adminOnly(),
      fields: { id: "id", kind: "enum?" },
    },
    {
      intent: "deshacer-vinculacion",
      params: () => ({}),
      body: async (w) => ({ form: { intent: "deshacer-vinculacion", player: String((await w.newLinkedPlayer()).id) } }),
      expect: adminOnly(),
      fields: { player: "id" },
    },
    {
      intent: "atender",
      params: () => ({}),
      body: async (w) => ({ form: { intent: "atender", id: String((await w.newPlayerReport()).id) } }),
      expect: adminOnly(),
      fields: { id: "id" },
    },
    {
      intent: "unknown",
      params: () => ({}),
      body: () => ({ form: { intent: "nada", id: "1" } }),
      expect: adminOnly("bad"),
      noInput: "the intent itself is the bad input",
    },
  ],
  "admin-seo": [
    {
      intent: "generate",
      params: () => ({}),
      body: () => ({ form: { intent: "generate" } }),
      expect: adminOnly(),
      noInput: "no fields besides the intent",
    },
    {
      intent: "unknown",
      params: () => ({}),
      body: () => ({ form: { intent: "nada" } }),
      expect: adminOnly("bad"),
      noInput: "the intent itself is the bad input",
    },
  ],
  // A social event round's score link (issue 32): signed out; the secret in the address is the permission.
  // A fresh event per role, each scoring its round 1's first match (refusals: social-round-links.test.ts).
  "social-round-score": [
    {
      intent: "score",
      params: async (w, role) => {
        const event = await socialEventWithPlayers(w);
        await startSocialEvent(w.users.admin as unknown as SocialActor, event.id);
        socialEntries.set(`link-${role}`, String((await roundMatches(w, event.id))[0]!));
        const [link] = await roundScoreLinks({ ...event, status: "en-juego" });
        const [, , slug, , clave] = new URL(link!.url).pathname.split("/");
        return { slug: slug!, clave: clave! };
      },
      body: (_w, role) => ({
        form: { intent: "score", matchId: socialEntries.get(`link-${role}`)!, version: "0", points1: "13", points2: "11" },
      }),
      expect: all("ok"),
      fields: { matchId: "id", version: "version", points1: "id", points2: "id" },
    },
    {
      intent: "unknown",
      params: async (w) => {
        const event = await socialEventWithPlayers(w);
        await startSocialEvent(w.users.admin as unknown as SocialActor, event.id);
        const [link] = await roundScoreLinks({ ...event, status: "en-juego" });
        const [, , slug, , clave] = new URL(link!.url).pathname.split("/");
        return { slug: slug!, clave: clave! };
      },
      body: () => ({ form: { intent: "nada" } }),
      expect: all("bad"),
      noInput: "the intent itself is the bad input",
    },
  ],
  // The opt-out link of a reminder (issue 20): signed out; the signed token in the address is the permission.
  "match-reminders-opt-out": [
    {
      intent: "baja",
      params: (w) => ({ token: optOutToken(w.users.player.id) }),
      body: () => ({ form: { intent: "baja" } }),
      expect: all("ok"),
      noInput: "the token in the address is the only input; an altered one is a 404 (match-reminders.test.ts)",
    },
  ],
  "admin-automations": [
    {
      intent: "toggle",
      params: () => ({}),
      body: () => ({ form: { intent: "toggle", enabled: "true" } }),
      expect: adminOnly(),
      noInput: "a switch: any value but 'true' turns it off",
    },
    // The match reminders' switch (issue 20): turning it on queues every tournament's reminders again.
    {
      intent: "toggle",
      params: () => ({}),
      body: () => ({ form: { intent: "toggle", automation: "match-reminders", enabled: "true" } }),
      expect: adminOnly(),
      fields: { automation: "enum?", enabled: "enum" },
    },
    // The payment notices' switch (issue 33).
    {
      intent: "toggle",
      params: () => ({}),
      body: () => ({ form: { intent: "toggle", automation: "payment-notices", enabled: "true" } }),
      expect: adminOnly(),
      fields: { automation: "enum?", enabled: "enum" },
    },
    {
      intent: "test",
      params: () => ({}),
      // WhatsApp is not active: the attempt fails without a send and is logged (200, 'ok').
      body: () => ({ form: { intent: "test", phone: "2221234567", name: "Ana" } }),
      expect: adminOnly(),
      fields: { phone: "text", name: "text" },
    },
    {
      intent: "clear",
      params: () => ({}),
      body: () => ({ form: { intent: "clear" } }),
      expect: adminOnly(),
      noInput: "no fields besides the intent",
    },
    {
      intent: "unknown",
      params: () => ({}),
      body: () => ({ form: { intent: "nada" } }),
      expect: adminOnly("bad"),
      noInput: "the intent itself is the bad input",
    },
  ],
  "admin-sponsors": [
    {
      intent: "update",
      params: () => ({}),
      body: (w) => ({
        form: {
          intent: `update:${w.sponsor.id}`,
          id: String(w.sponsor.id),
          title: "Marca Editada",
          description: "Descripción editada.",
          targetUrl: "https://marca.example.com",
        },
        multipart: true,
      }),
      expect: adminOnly(),
      fields: { id: "id", title: "text", description: "text", targetUrl: "url?", image: "url?" },
      fileField: "imageFile",
    },
    ...(["activate", "deactivate", "delete"] as const).map((intent): ActionCase => ({
      intent,
      params: () => ({}),
      body: async (w) => ({ form: { intent, id: String((await w.newSponsor()).id) } }),
      expect: adminOnly(),
      fields: { id: "id" },
    })),
    {
      intent: "unknown",
      params: () => ({}),
      body: (w) => ({ form: { intent: "nada", id: String(w.sponsor.id) } }),
      expect: adminOnly("bad"),
      noInput: "the intent itself is the bad input",
    },
  ],
  // Backups (ADR 0035): one button.
  "admin-backups": [
    {
      intent: "create",
      params: () => ({}),
      body: () => ({ form: { intent: "create" } }),
      expect: adminOnly(),
      noInput: "one button without fields",
    },
    {
      intent: "unknown",
      params: () => ({}),
      body: () => ({ form: { intent: "borrar" } }),
      expect: adminOnly("bad"),
      noInput: "the intent itself is the bad input",
    },
  ],
};

export const ACTIONS: Record<string, ActionCase[]> = {
  ...newRoutesCases,
  "routes/api.auth": [
    {
      intent: "sign-in/email",
      params: () => ({ "*": "sign-in/email" }),
      body: (_w, role) => ({ json: { email: `nadie-${role}@example.com`, password: "una-clave-cualquiera" } }),
      expect: all("401"),
      fields: { email: "email", password: "text" },
      costly: "an unknown account still hashes the password (timing-safe sign-in)",
    },
    {
      intent: "sign-up/email",
      params: () => ({ "*": "sign-up/email" }),
      body: () => ({ json: { email: "no-es-correo", password: "1", name: "" } }),
      expect: all("bad"),
      fields: { email: "email", password: "text", name: "text" },
      costly: "a valid sign-up hashes the password",
    },
  ],
  "routes/padel-score.en-vivo.$id": scoreMatchCases,
  "routes/api.matches.$id.sync": [
    {
      intent: "sync",
      params: (w) => ({ id: w.matchId }),
      body: () => ({ json: { settings: {}, from: 0, events: [], sentAt: 0 }, headers: { authorization: `Bearer ${"a".repeat(43)}` } }),
      expect: all("bad"),
      fields: { settings: "json", from: "id", events: "json", sentAt: "id" },
    },
  ],
  "routes/api.players.$id.claim": [
    {
      intent: "claim",
      params: (w, role) => ({ id: String(w.players[4 + ROLE_INDEX[role]]!.id) }),
      body: () => ({ form: { redirectTo: "/jugadores-padel-puebla" } }),
      expect: signedIn("ok"),
      noInput: "only a redirect target, which safeRedirect sanitises",
    },
  ],
  "routes/api.players.$id.report": [
    {
      intent: "report",
      // No one is linked to this player: each role's report is recorded (a second one is 'Reporte ya enviado').
      params: (w) => ({ id: String(w.players[22]!.id) }),
      body: () => ({ form: { redirectTo: "/jugadores-padel-puebla", message: "No soy yo." } }),
      expect: signedIn("ok"),
      fields: { message: "text" },
    },
  ],
  "routes/api.players.$id.favorite": [
    {
      intent: "favorite",
      params: (w) => ({ id: String(w.players[3]!.id) }),
      body: () => ({ form: { redirectTo: "/jugadores-padel-puebla" } }),
      // Anonymous visitors are sent to /auth (and back afterwards) with a toast; nothing is written.
      expect: signedIn("ok"),
      noInput: "only a redirect target, which safeRedirect sanitises",
    },
  ],
  "routes/api.uploads": [
    {
      intent: "upload",
      params: () => ({}),
      body: () => ({ form: { folder: "avatars" }, multipart: true }),
      expect: signedIn("bad"),
      fields: { folder: "enum" },
      fileField: "file",
    },
  ],
  "routes/auth.sign-out": [
    {
      intent: "sign-out",
      params: () => ({}),
      body: () => ({ none: true }),
      cookie: (w, role) => w.freshCookie(role),
      expect: all("ok"),
      noInput: "no fields",
    },
  ],
  "auth-reset-password": [authCases()[2]!, authCases()[3]!],
  auth: authCases(),
  "auth-register": [],
  "club-register": [
    {
      intent: "register-club",
      params: () => ({}),
      body: (_w, role) => ({
        form: {
          name: `Club Nuevo ${role}`,
          state: "Puebla",
          description: "Club de pádel con canchas techadas.",
          hourlyCost: "400",
          courts: "4",
          whatsapp: "2221234567",
        },
        multipart: true,
      }),
      expect: signedIn("ok"),
      fields: {
        name: "text",
        state: "text",
        description: "text",
        whatsapp: "text",
        courts: "id?",
        hourlyCost: "text",
        mapsUrl: "url?",
        instagramUrl: "url?",
        amenityIds: "id?",
      },
      fileField: "imageFile",
    },
  ],
  "club-register-en": [],
  "coach-register": [
    {
      intent: "register-coach",
      params: () => ({}),
      body: (w, role) => ({
        form: {
          name: `Entrenador Nuevo ${role}`,
          description: "Entrenador certificado con experiencia.",
          classCost: "350",
          clubIds: String(w.club.id),
          experience: "2da",
          whatsapp: "2221234567",
        },
        multipart: true,
      }),
      expect: signedIn("ok"),
      fields: {
        name: "text",
        description: "text",
        whatsapp: "text",
        classCost: "text",
        clubIds: "id",
        experience: "enum",
        instagram: "text?",
      },
      fileField: "imageFile",
    },
  ],
  club: clubCases,
  "club-by-name": [],
  coach: coachCases,
  "coach-by-id": [],
  tournament: tournamentCases,
  "social-event": socialCases,
  "social-event-create": [
    {
      intent: "create-social-event",
      params: () => ({}),
      body: (w, role) => ({
        form: {
          intent: "create-social-event",
          title: `Americano ${role}`,
          clubId: String(w.club.id),
          date: inDays(7),
          startTime: "19:30",
          format: "americano",
          courts: "Cancha 1, Cancha 2",
          length: "rondas",
          rounds: "7",
          points: "24",
          playerCap: "10",
          genderMix: "abierto",
        },
      }),
      expect: signedIn("ok"),
      fields: {
        title: "text",
        clubId: "id",
        date: "date",
        startTime: "text",
        format: "enum",
        courts: "text",
        points: "enum",
        playerCap: "id",
        price: "text?",
        serveRule: "text?",
        organizerIds: "text?",
      },
    },
  ],
  "order-of-play": orderOfPlayCases,
  "tournament-by-name": [],
  "tournament-draw": drawCases,
  "match-scoring": matchScoringCases,
  player: playerEdit,
  "player-by-id": [
    {
      ...playerEdit[0]!,
      params: (w) => ({ id: String(w.players[21]!.id) }),
      body: (w) => ({
        form: { intent: "edit-player", name: w.players[21]!.name, handle: w.players[21]!.handle!, gender: "Varonil" },
        multipart: true,
      }),
    },
  ],
  "player-by-id-en": [],
  "routes/not-found": [
    {
      intent: "any",
      params: () => ({ "*": "no-existe" }),
      body: () => ({ form: { a: "b" } }),
      expect: all("404"),
      noInput: "answers 404 to everything",
    },
  ],
  profile: [
    {
      intent: "update-profile",
      params: () => ({}),
      body: () => ({
        form: { intent: "update-profile", firstName: "Ana", lastName: "López", email: "ana-perfil@example.com", phone: "2221234567" },
        multipart: true,
      }),
      expect: signedIn("ok"),
      fields: { firstName: "text", lastName: "text", email: "email", phone: "text?", instagram: "text?", image: "url?" },
      fileField: "imageFile",
    },
    {
      intent: "link",
      params: () => ({}),
      body: (w, role) => ({ form: { intent: "link", playerId: String(w.players[12 + ROLE_INDEX[role]]!.id) } }),
      expect: signedIn("ok"),
      fields: { playerId: "id" },
    },
    {
      intent: "unlink",
      params: () => ({}),
      body: () => ({ form: { intent: "unlink" } }),
      expect: signedIn("ok"),
      noInput: "no fields besides the intent",
    },
    // 'Cambiar contraseña' of the account tab: mails a reset link to the account's own address.
    {
      intent: "request-reset",
      params: () => ({}),
      body: () => ({ form: { intent: "request-reset" } }),
      expect: signedIn("ok"),
      noInput: "no fields besides the intent",
    },
    {
      intent: "change-email",
      params: () => ({}),
      body: () => ({ form: { intent: "change-email", email: "no-es-correo" } }),
      expect: signedIn("bad"),
      fields: { email: "email" },
    },
    // 'Recordatorios de partidos por WhatsApp' (issue 20): the account's own switch.
    {
      intent: "match-reminders",
      params: () => ({}),
      body: () => ({ form: { intent: "match-reminders", enabled: "false" } }),
      expect: signedIn("ok"),
      fields: { enabled: "enum" },
    },
  ],
};

/** Aliases: the same module on another address answers like its canonical route. */
export const SAME_AS: Record<string, string> = {
  "club-register-en": "club-register",
  "auth-register": "auth",
  "club-by-name": "club",
  "coach-by-id": "coach",
  "tournament-by-name": "tournament",
  "player-by-id-en": "player-by-id",
};

/** Loaders that check a role (others are public and only swept for 5xx by the fuzzer). */
export const PROTECTED_LOADERS: Record<string, LoaderCase> = {
  profile: { params: () => ({}), expect: signedIn("ok") },
  "registrations-mine": { params: () => ({}), expect: signedIn("ok") },
  "routes/tournament-registrations-csv": { params: (w) => tournamentParams(w.tournament), expect: tournamentEditors() },
  // A draw before it is published: its editors' work in progress, 404 for everyone else.
  "tournament-draw": { params: (w) => drawParams(w.draftDraw.tournament), expect: { ...all("404"), organizer: "ok", admin: "ok" } },
  // Scoring a tournament match: its editors (and its players, and a scorer link's holder: live-scoring.test.ts).
  "match-scoring": { params: scoringParams, expect: matchScorers() },
  // A social event's edit form (?editar=1): its creator (the organiser) and administrators.
  "social-event": { params: (w) => socialParams(w.socialEvent), search: "?editar=1", expect: socialEditors() },
  // ?editar=1 opens the edit form: the loader checks the role (the page itself is public).
  club: { params: (w) => ({ nombre: clubSlug(w.club.name), id: String(w.club.id) }), search: "?editar=1", expect: clubAdmins() },
  coach: { params: (w) => ({ nombre: coachSlugOf(w) }), search: "?editar=1", expect: adminOnly() },
  admin: { params: () => ({}), expect: adminOnly() },
  "admin-chat": { params: () => ({}), expect: adminOnly() },
  "admin-whatsapp": { params: () => ({}), expect: adminOnly() },
  "admin-payments": { params: () => ({}), expect: adminOnly() },
  "admin-requests": { params: () => ({}), expect: adminOnly() },
  "admin-seo": { params: () => ({}), expect: adminOnly() },
  "admin-automations": { params: () => ({}), expect: adminOnly() },
  "admin-sponsors": { params: () => ({}), expect: adminOnly() },
  "admin-backups": { params: () => ({}), expect: adminOnly() },
  // A backup's file: one is made first when there is none.
  "admin-backup-download": {
    params: async () => ({ name: ((await listBackups())[0] ?? (await createBackup("manual"))).name }),
    expect: adminOnly(),
  },
  // The live tournament pages' stream and the club's screen: public, but an unapproved tournament exists
  // only for its editors.
  "routes/api.tournaments.$id.live": {
    params: (w) => ({ id: String(w.unapprovedTournament.id) }),
    expect: { ...all("404"), organizer: "ok", admin: "ok" },
  },
  // A social event's live stream (issue 32): public.
  "routes/api.social-events.$id.live": { params: (w) => ({ id: String(w.socialEvent.id) }), expect: all("ok") },
  // The visitor's parts of a social event's page (ADR 0036): everyone gets their own (anonymous: null).
  "routes/api.social-events.$id.yo": { params: (w) => ({ id: String(w.socialEvent.id) }), expect: all("ok") },
  "club-screen": { params: (w) => tournamentParams(w.unapprovedTournament), expect: { ...all("404"), organizer: "ok", admin: "ok" } },
  // A server-sent event stream: the test reads the status and cancels the body.
  "routes/api.whatsapp.stream": { params: () => ({}), expect: adminOnly() },
  // The organiser picker's account search: names and pictures for signed-in visitors only.
  "routes/api.users.search": { params: () => ({}), search: "?q=ana", expect: signedIn("ok") },
  // The visitor's own parts of the public pages (ADR 0036): everyone gets their own (anonymous: null).
  "routes/api.yo": { params: () => ({}), expect: all("ok") },
};

/**
 * Route ids whose features are being built by other work in progress: listed here so the failure
 * message says what to add. The tests still fail for them until they get an entry above.
 */
export const PENDING: string[] = [];
