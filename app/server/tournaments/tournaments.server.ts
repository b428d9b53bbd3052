// Tournament queries and mutations: the list, the detail page and registrations (issue 4).
// Every rule comes from app/domain; permissions are checked by the route modules before calling these.
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isUniqueViolation } from "../../../db/errors";
import { club, draw, drawEntry, escapeLike, player, registration, result, tournament, tournamentOrganizer, user } from "../../../db/schema";
import { mexicoToday, type IsoDate } from "~/domain/calendar";
import {
  type CategoryType,
  categoryTypeFromRegistration,
  registrationCategoryType,
  type RegistrationCategoryType,
} from "~/domain/categories";
import { pairConflict, samePerson } from "~/domain/category-pairs";
import { isCategoryAllowed, registrationTypeProblem, sameCategory } from "~/domain/tournament-categories";
import { whatsappUrl } from "~/domain/phone";
import { tournamentSlug } from "~/domain/slugs";
import { registrationQuote, type PriceQuote } from "~/domain/pricing";
import { classifyTournament, isRegistrationOpen } from "~/domain/tournament-status";
import { done, type Refusal, type Result, refusedWith } from "~/domain/result";
import { getDb } from "../infra/db.server";
import { levelsOf, type ShortLevel, shortLevelsOf } from "~/server/levels";
import { categoryPairs, categoryRefLabel, playerPeople, userPeople } from "./category-pairs.server";

export type SortOrder = "asc" | "desc";
export type ListTab = "proximos" | "pasados";

export type TournamentListFilters = {
  search: string;
  club: string;
  /** Explicit date order; null means each tab's natural order (upcoming by start ascending, past by end descending). */
  order: SortOrder | null;
};

/** Reads the list filters from the URL (unknown values are ignored, never an error). */
export function parseListFilters(params: URLSearchParams): TournamentListFilters & { tab: ListTab | null } {
  const order = params.get("orden");
  const tab = params.get("tab");
  return {
    search: (params.get("search") ?? "").trim().slice(0, 100),
    club: (params.get("club") ?? "").trim().slice(0, 200),
    order: order === "asc" || order === "desc" ? order : null,
    tab: tab === "pasados" || tab === "proximos" ? tab : null,
  };
}

export const listColumns = {
  id: tournament.id,
  title: tournament.title,
  description: tournament.description,
  clubName: tournament.clubName,
  startDate: tournament.startDate,
  endDate: tournament.endDate,
  fee: tournament.fee,
  image: tournament.image,
  femepa: tournament.femepa,
  featured: tournament.featured,
  categoriesVaronil: tournament.categoriesVaronil,
  categoriesFemenil: tournament.categoriesFemenil,
  categoriesMixed: tournament.categoriesMixed,
  clubImage: club.image,
  clubState: club.state,
};

export type TournamentCard = {
  id: number;
  title: string;
  description: string | null;
  clubName: string;
  startDate: IsoDate;
  endDate: IsoDate;
  fee: string | null;
  image: string | null;
  femepa: boolean;
  featured: boolean;
  categoriesVaronil: string[];
  categoriesFemenil: string[];
  categoriesMixed: string[];
  clubImage: string | null;
  clubState: string | null;
  phase: "upcoming" | "active" | "past";
};

/** Cards per page of the tournaments list (a multiple of the grid's 1, 2 and 3 columns). */
export const TOURNAMENTS_PER_PAGE = 24;

/**
 * One page of a tab of the tournaments list (docs/product.md §4.1): approved tournaments matching the
 * filters, upcoming/active ('proximos', by start date) or past ('pasados', by end date) by Mexico City's
 * date; each tab's count; the distinct club names for the club filter. `tab` null is 'proximos', or
 * 'pasados' when nothing is upcoming (`autoSwitched`). Only the page's rows are read (the
 * (approved, end_date) index splits the tabs), so the page costs the same with ten times the tournaments.
 */
export async function listTournaments(
  filters: TournamentListFilters & { tab: ListTab | null; page: number },
  today: IsoDate = mexicoToday(),
) {
  const db = getDb();
  const conditions = [eq(tournament.approved, true)];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(or(ilike(tournament.title, pattern), ilike(tournament.clubName, pattern))!);
  }
  if (filters.club) conditions.push(eq(tournament.clubName, filters.club));
  const isPast = sql`${tournament.endDate} < ${today}`;
  const [[counts], clubs] = await Promise.all([
    db
      .select({
        upcoming: sql<number>`count(*) filter (where not (${isPast}))::int`,
        past: sql<number>`count(*) filter (where ${isPast})::int`,
      })
      .from(tournament)
      .where(and(...conditions)),
    approvedClubNames(),
  ]);
  const upcomingCount = Number(counts?.upcoming ?? 0);
  const pastCount = Number(counts?.past ?? 0);
  const autoSwitched = filters.tab === null && upcomingCount === 0 && pastCount > 0;
  const tab: ListTab = filters.tab ?? (autoSwitched ? "pasados" : "proximos");
  const past = tab === "pasados";
  const total = past ? pastCount : upcomingCount;
  const pageCount = Math.max(1, Math.ceil(total / TOURNAMENTS_PER_PAGE));
  const page = Math.min(Math.max(Math.trunc(filters.page) || 1, 1), pageCount);
  const order = filters.order ?? (past ? "desc" : "asc");
  const dateColumn = past ? tournament.endDate : tournament.startDate;
  const rows = await db
    .select(listColumns)
    .from(tournament)
    .leftJoin(club, eq(club.id, tournament.clubId))
    .where(and(...conditions, past ? isPast : sql`not (${isPast})`))
    .orderBy(order === "asc" ? asc(dateColumn) : desc(dateColumn), asc(tournament.id))
    .limit(TOURNAMENTS_PER_PAGE)
    .offset((page - 1) * TOURNAMENTS_PER_PAGE);
  const cards: TournamentCard[] = rows.map((row) => ({ ...row, phase: classifyTournament(row, today) }));
  return {
    tab,
    autoSwitched,
    cards,
    page,
    pageCount,
    counts: { proximos: upcomingCount, pasados: pastCount },
    clubs,
  };
}

/**
 * The distinct club names of approved tournaments, in order (the club filter). One step of the
 * tournament_club_name_idx index per name instead of reading every tournament: a few clubs host
 * thousands of tournaments.
 */
async function approvedClubNames(): Promise<string[]> {
  const { rows } = await getDb().execute<{ name: string }>(sql`
    with recursive names(name) as (
      (select club_name from tournament where approved order by club_name limit 1)
      union all
      select (select t.club_name from tournament t where t.approved and t.club_name > n.name order by t.club_name limit 1)
      from names n where n.name is not null
    )
    select name from names where name is not null`);
  return rows.map((row) => row.name);
}

export type PlayerRef = { id: number; name: string; handle: string | null; image: string | null };

export type ResultRow = {
  id: number;
  categoryType: string;
  category: string;
  placement: string;
  player1: PlayerRef;
  player2: PlayerRef | null;
};

/** Results of a tournament with both players (docs/product.md §4.5), or of the most recent tournaments. */
export async function tournamentResults(tournamentId: number): Promise<ResultRow[]> {
  return resultsWhere(eq(result.tournamentId, tournamentId));
}

const player1 = alias(player, "player1");
const player2 = alias(player, "player2");

async function resultsWhere(where: SQL | undefined, limit?: number) {
  const query = getDb()
    .select({
      id: result.id,
      tournamentId: result.tournamentId,
      categoryType: result.categoryType,
      category: result.category,
      placement: result.placement,
      p1: { id: player1.id, name: player1.name, handle: player1.handle, image: player1.image },
      p2Id: player2.id,
      p2Name: player2.name,
      p2Handle: player2.handle,
      p2Image: player2.image,
    })
    .from(result)
    .innerJoin(player1, eq(player1.id, result.player1Id))
    .leftJoin(player2, eq(player2.id, result.player2Id))
    .where(where)
    .orderBy(desc(result.tournamentId), asc(result.id));
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((row) => ({
    id: row.id,
    tournamentId: row.tournamentId,
    categoryType: row.categoryType,
    category: row.category,
    placement: row.placement,
    player1: row.p1,
    player2: row.p2Id === null ? null : { id: row.p2Id, name: row.p2Name ?? "", handle: row.p2Handle, image: row.p2Image },
  }));
}

export type Champion = ResultRow & { tournamentId: number; tournamentTitle: string };

/** Latest champions of approved tournaments (the list page's champions section). */
export async function recentChampions(limit = 6): Promise<Champion[]> {
  const rows = await resultsWhere(
    sql`${result.placement} = 'champion' and ${result.tournamentId} in (select ${tournament.id} from ${tournament} where ${tournament.approved})`,
    limit,
  );
  const ids = [...new Set(rows.map((r) => r.tournamentId))];
  const titles = ids.length
    ? await getDb().select({ id: tournament.id, title: tournament.title }).from(tournament).where(inArray(tournament.id, ids))
    : [];
  const titleOf = new Map(titles.map((t) => [t.id, t.title]));
  return rows.map((row) => ({ ...row, tournamentTitle: titleOf.get(row.tournamentId) ?? "" }));
}

/** A tournament by id (approved or not: organisers and admins reach unapproved ones through links). */
export async function getTournament(id: number) {
  const [row] = await getDb()
    .select({
      ...listColumns,
      approved: tournament.approved,
      clubId: club.id,
      clubWhatsapp: club.whatsapp,
    })
    .from(tournament)
    .leftJoin(club, eq(club.id, tournament.clubId))
    .where(eq(tournament.id, id));
  if (!row) return null;
  const { clubWhatsapp, ...rest } = row;
  return { ...rest, clubWhatsappUrl: whatsappUrl(clubWhatsapp) };
}
export type TournamentDetail = NonNullable<Awaited<ReturnType<typeof getTournament>>>;

/** The approved tournament whose slug is `slug`, the latest when several share it (for /torneos-padel-puebla/{name} without an id). */
export async function findTournamentIdBySlug(slug: string): Promise<number | null> {
  const [row] = await getDb()
    .select({ id: tournament.id })
    .from(tournament)
    .where(and(eq(tournament.slug, tournamentSlug(slug)), eq(tournament.approved, true)))
    .orderBy(desc(tournament.startDate))
    .limit(1);
  return row?.id ?? null;
}

export async function tournamentOrganizers(tournamentId: number) {
  return getDb()
    .select({ id: user.id, name: user.name, image: user.image })
    .from(tournamentOrganizer)
    .innerJoin(user, eq(user.id, tournamentOrganizer.userId))
    .where(eq(tournamentOrganizer.tournamentId, tournamentId))
    .orderBy(asc(user.name));
}

export type RegisteredPlayer = {
  /** 'r12' for a registration, 'e7' for a pair of a draw. */
  id: string;
  categoryType: string;
  category: string;
  userName: string;
  userImage: string | null;
  /** The first player's profile, when the row is a draw's pair. */
  player: PlayerRef | null;
  partner: PlayerRef | null;
  /** The levels (issue 35) of the registrant (or the pair's first player) and of the partner, when they have one. */
  levels: { first: ShortLevel | null; partner: ShortLevel | null };
};

/**
 * 'Jugadores Inscritos' (docs/product.md §4.2): confirmed registrations; once a category's draw is made, that
 * category lists the draw's pairs instead (withdrawn ones aside), so the list and the draw agree.
 */
export async function confirmedRegistrations(tournamentId: number): Promise<RegisteredPlayer[]> {
  const db = getDb();
  const drawn = await db
    .select({ id: draw.id, categoryType: draw.categoryType, category: draw.category })
    .from(draw)
    .where(and(eq(draw.tournamentId, tournamentId), ne(draw.status, "entries")));
  const own = alias(player, "own");
  const isDrawn = (type: string, category: string) =>
    drawn.some((row) => registrationCategoryType(row.categoryType as CategoryType) === type && sameCategory(row.category, category));
  const rows = await db
    .select({
      id: registration.id,
      categoryType: registration.categoryType,
      category: registration.category,
      userName: user.name,
      userImage: user.image,
      ownPlayerId: own.id,
      partnerId: player.id,
      partnerName: player.name,
      partnerHandle: player.handle,
      partnerImage: player.image,
    })
    .from(registration)
    .innerJoin(user, eq(user.id, registration.userId))
    .leftJoin(player, eq(player.id, registration.partnerPlayerId))
    .leftJoin(own, eq(own.userId, registration.userId))
    .where(and(eq(registration.tournamentId, tournamentId), eq(registration.status, "confirmada")))
    .orderBy(asc(registration.categoryType), asc(registration.category), asc(registration.id));
  const registered = rows
    .filter((row) => !isDrawn(row.categoryType, row.category))
    .map((row): Unleveled => ({
      id: `r${row.id}`,
      categoryType: row.categoryType,
      category: row.category,
      userName: row.userName,
      userImage: row.userImage,
      player: null,
      partner:
        row.partnerId === null
          ? null
          : { id: row.partnerId, name: row.partnerName ?? "", handle: row.partnerHandle, image: row.partnerImage },
      firstPlayerId: row.ownPlayerId,
    }));
  if (drawn.length === 0) return withLevels(registered);
  const player2 = alias(player, "player2");
  const pairs = await db
    .select({
      id: drawEntry.id,
      drawId: drawEntry.drawId,
      p1: { id: player.id, name: player.name, handle: player.handle, image: player.image },
      p2: { id: player2.id, name: player2.name, handle: player2.handle, image: player2.image },
    })
    .from(drawEntry)
    .innerJoin(player, eq(player.id, drawEntry.player1Id))
    .innerJoin(player2, eq(player2.id, drawEntry.player2Id))
    .where(
      and(
        inArray(
          drawEntry.drawId,
          drawn.map((row) => row.id),
        ),
        isNull(drawEntry.withdrawnAt),
      ),
    )
    .orderBy(asc(drawEntry.seed), asc(drawEntry.id));
  const entries = pairs.map((pair): Unleveled => {
    const row = drawn.find((candidate) => candidate.id === pair.drawId)!;
    return {
      id: `e${pair.id}`,
      categoryType: registrationCategoryType(row.categoryType as CategoryType),
      category: row.category,
      userName: pair.p1.name,
      userImage: pair.p1.image,
      player: pair.p1,
      partner: pair.p2,
      firstPlayerId: pair.p1.id,
    };
  });
  return withLevels(
    [...registered, ...entries].sort((x, y) => x.categoryType.localeCompare(y.categoryType) || x.category.localeCompare(y.category)),
  );
}

/** Each row with its two players' levels ('Nivel 4.3', provisional or not). */
type Unleveled = Omit<RegisteredPlayer, "levels"> & { firstPlayerId: number | null };

async function withLevels(rows: Unleveled[]): Promise<RegisteredPlayer[]> {
  const ids = rows.flatMap((row) => [row.firstPlayerId, row.partner?.id ?? null]).filter((id): id is number => id !== null);
  const levels = await shortLevelsOf(getDb(), ids);
  const levelOf = (id: number | null | undefined) => (id == null ? null : (levels.get(id) ?? null));
  return rows.map(({ firstPlayerId, ...row }) => ({
    ...row,
    levels: { first: levelOf(firstPlayerId), partner: levelOf(row.partner?.id) },
  }));
}

export async function userRegistration(tournamentId: number, userId: string) {
  const [row] = await getDb()
    .select({ id: registration.id, category: registration.category, categoryType: registration.categoryType, status: registration.status })
    .from(registration)
    .where(and(eq(registration.tournamentId, tournamentId), eq(registration.userId, userId)));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Registration

export const REGISTRATION_MESSAGES = {
  unauthenticated: "Usuario no autenticado",
  closed: "Las inscripciones para este torneo están cerradas.",
  duplicate: "Ya estás inscrito a este torneo",
  categoryNotAllowed: "Esta categoría no está disponible en este torneo.",
  partnerNotFound: "Debes seleccionar una pareja para inscribirte al torneo",
  selfPartner: "Tu pareja debe ser otro jugador",
  generic: "Ha ocurrido un error al procesar tu inscripción. Por favor, intenta de nuevo.",
} as const;

export type RegistrationInput = {
  registrationType: "partner" | "individual";
  partnerId: number | null;
  categoryType: RegistrationCategoryType;
  category: string;
  comments: string;
};

export type RegistrationOutcome = Result<
  { registrationId: number; quote: PriceQuote; partnerName: string | null; category: string; categoryType: RegistrationCategoryType },
  Refusal & { status: number; field?: "category" | "categoryType" | "partnerId" }
>;

/** The category list of a tournament for one registration category type. */
export function categoriesOf(
  t: Pick<TournamentCard, "categoriesVaronil" | "categoriesFemenil" | "categoriesMixed">,
  type: RegistrationCategoryType,
) {
  return type === "varonil" ? t.categoriesVaronil : type === "femenil" ? t.categoriesFemenil : t.categoriesMixed;
}

/**
 * Registers `userId` for a tournament. The server decides everything the form must not: whether
 * registration is open today, whether the category is offered, and the price (with the early discount
 * computed at `now`). One registration per user per tournament is the unique constraint; a second
 * one (double click, two tabs) is refused with the Spanish message.
 */
export async function registerForTournament(
  userId: string,
  tournamentId: number,
  input: RegistrationInput,
  now: Date = new Date(),
): Promise<RegistrationOutcome> {
  const db = getDb();
  const t = await getTournament(tournamentId);
  if (!t || !t.approved) return refusedWith({ status: 404, message: "Torneo no encontrado" });
  if (!isRegistrationOpen(t, mexicoToday(now))) return refusedWith({ status: 409, message: REGISTRATION_MESSAGES.closed });
  if (!isCategoryAllowed(categoriesOf(t, input.categoryType), input.category, input.categoryType)) {
    return refusedWith({ status: 400, field: "category", message: REGISTRATION_MESSAGES.categoryNotAllowed });
  }
  let partner: { id: number; name: string; handle: string | null; gender: string | null } | null = null;
  if (input.registrationType === "partner") {
    if (input.partnerId === null) return refusedWith({ status: 400, field: "partnerId", message: REGISTRATION_MESSAGES.partnerNotFound });
    const [row] = await db
      .select({ id: player.id, name: player.name, handle: player.handle, gender: player.gender })
      .from(player)
      .where(eq(player.id, input.partnerId));
    if (!row) return refusedWith({ status: 400, field: "partnerId", message: REGISTRATION_MESSAGES.partnerNotFound });
    partner = row;
  }
  const [registrant] = await db.select({ gender: user.gender }).from(user).where(eq(user.id, userId));
  const typeProblem = registrationTypeProblem({
    type: input.categoryType,
    userGender: registrant?.gender,
    partnerGender: partner?.gender,
    mode: input.registrationType,
  });
  if (typeProblem) return refusedWith({ status: 400, field: "categoryType", message: typeProblem });
  if (await userRegistration(tournamentId, userId)) return refusedWith({ status: 409, message: REGISTRATION_MESSAGES.duplicate });
  // One player, one pair per category (§4.3): neither of them may be in another pair, or registered alone.
  const ref = { tournamentId, categoryType: categoryTypeFromRegistration(input.categoryType), category: input.category.trim() };
  const pairs = await categoryPairs(db, ref);
  const me = (await userPeople(db, [userId])).get(userId)!;
  const them = partner && (await playerPeople(db, [partner.id])).get(partner.id)!;
  if (them && samePerson(me, them)) return refusedWith({ status: 400, field: "partnerId", message: REGISTRATION_MESSAGES.selfPartner });
  const self = pairConflict([me], pairs, categoryRefLabel(ref));
  // A double tap's first registration may have committed since the check above: it is the same registration.
  if (self)
    return refusedWith({ status: 409, message: (await userRegistration(tournamentId, userId)) ? REGISTRATION_MESSAGES.duplicate : self });
  const other = them && pairConflict([them], pairs, categoryRefLabel(ref));
  if (other) return refusedWith({ status: 409, field: "partnerId", message: other });
  const quote = registrationQuote({ inscripcion: t.fee, startDate: t.startDate, now });
  let registrationId: number;
  try {
    const [inserted] = await db
      .insert(registration)
      .values({
        tournamentId,
        userId,
        category: input.category.trim(),
        categoryType: input.categoryType,
        partnerPlayerId: partner?.id ?? null,
        partnerHandle: partner?.handle ?? null,
        comments: input.comments,
        price: quote.price,
        discount: quote.discount,
        finalPrice: quote.finalPrice,
        paymentMethod: "pendiente",
        status: "pendiente",
      })
      .returning({ id: registration.id });
    registrationId = inserted!.id;
  } catch (error) {
    if (isUniqueViolation(error, "registration_tournament_id_user_id_unique")) {
      return refusedWith({ status: 409, message: REGISTRATION_MESSAGES.duplicate });
    }
    throw error;
  }
  return done({
    registrationId,
    quote,
    partnerName: partner?.name ?? null,
    category: input.category.trim(),
    categoryType: input.categoryType,
  });
}

/**
 * What the registration sheet prefills: the user's name, gender and category (docs/product.md §4.3), and the
 * level of their linked player (issue 35: the warning when the pair registers far below it).
 */
export async function registrantProfile(userId: string) {
  const db = getDb();
  const [row] = await db
    .select({ name: user.name, email: user.email, gender: user.gender, category: user.category, playerId: player.id })
    .from(user)
    .leftJoin(player, eq(player.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return null;
  const { playerId, ...profile } = row;
  const level = playerId === null ? undefined : (await levelsOf(db, [playerId])).get(playerId);
  return { ...profile, level: level?.level ?? null };
}
