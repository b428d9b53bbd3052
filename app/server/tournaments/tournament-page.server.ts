// Loader and action of the tournament page (/torneos-padel-puebla/{slug}), and its old /tournaments/{id}
// alias: everything the page shows, found once, and its intents dispatched after each one's permission.
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { tournament as tournamentTable } from "../../../db/schema";
import { mexicoToday } from "~/domain/calendar";
import { categoryTypeLabel } from "~/domain/categories";
import { registrationQuote } from "~/domain/pricing";
import { idFromParams, MAX_DB_ID, tournamentPath } from "~/domain/slugs";
import { participationState } from "~/domain/tournament-status";
import { orderOfPlayPath } from "~/domain/play";
import { tournamentDrawLinks } from "./tournament-draws.server";
import { categorySummary } from "~/domain/tournament-share";
import { formatDateRange } from "~/lib/format";
import { getConfig } from "../infra/config.server";
import { getDb } from "../infra/db.server";
import { dispatchIntent } from "../infra/form-intents.server";
import { readFormData } from "../infra/http.server";
import { canEditTournament, canRemoveWinners, requireAdmin, requireTournamentEditor, requireUser } from "~/server/accounts";
import { allRegistrations } from "./tournament-admin.server";
import { collectedByCategory } from "~/domain/payments";
import { paymentsOffered, tournamentPaymentsPanel } from "~/server/payments";
import { PLAYER_INTENTS, TOURNAMENT_INTENTS } from "./tournament-actions.server";
import {
  confirmedRegistrations,
  findTournamentIdBySlug,
  getTournament,
  registrantProfile,
  tournamentOrganizers,
  tournamentResults,
  userRegistration,
} from "./tournaments.server";
import { currentUser, type RequestArgs } from "~/server/accounts";

export const TOURNAMENT_NOT_FOUND = "Torneo no encontrado";

export type TournamentParams = { name?: string; id?: string };

function notFound(): never {
  throw data(TOURNAMENT_NOT_FOUND, { status: 404 });
}

/** The tournament of the URL, or 404. Unapproved tournaments exist only for their editors. */
export async function findTournament(params: TournamentParams, args: RequestArgs) {
  // A name alone is a slug ('copa-atlixco-open-2026') or an old 'slug-id' address ('copa-puebla-12'):
  // a tournament whose slug is the whole name wins, so a title ending in a number is not read as an id.
  const bySlug = params.id === undefined && params.name ? await findTournamentIdBySlug(params.name) : null;
  const id = bySlug ?? idFromParams(params);
  if (id === null) notFound();
  const tournament = await getTournament(id);
  if (!tournament) notFound();
  const user = await currentUser(args);
  const canEdit = await canEditTournament(user, tournament.id);
  if (!tournament.approved && !canEdit) notFound();
  return { tournament, user, canEdit };
}

/** Everything the page shows (docs/product.md §4.2); editing controls only for administrators and its organisers. */
export async function loadTournamentPage(args: RequestArgs, params: TournamentParams) {
  const { request } = args;
  const { tournament, user, canEdit } = await findTournament(params, args);
  const url = new URL(request.url);
  const canonicalPath = tournamentPath(tournament);
  if (url.pathname !== canonicalPath) throw redirect(`${canonicalPath}${url.search}`, 301);
  const now = new Date();
  const [organizers, results, registrations, mine, profile, adminRegistrations, draws, payOnline, paymentsPanel] = await Promise.all([
    tournamentOrganizers(tournament.id),
    tournamentResults(tournament.id),
    confirmedRegistrations(tournament.id),
    user ? userRegistration(tournament.id, user.id) : null,
    user ? registrantProfile(user.id) : null,
    canEdit ? allRegistrations(tournament.id) : null,
    tournamentDrawLinks(tournament, canEdit),
    paymentsOffered(tournament.id),
    canEdit ? tournamentPaymentsPanel(tournament.id) : null,
  ]);
  const siteUrl = getConfig().SITE_URL;
  return {
    tournament,
    // Worked out here so the page's JavaScript does not need the date formatting.
    description: `${tournament.title} en ${tournament.clubName}: ${formatDateRange(tournament.startDate, tournament.endDate)}. Categorías, inscripción y resultados.`,
    // Labels are worked out here so the page's JavaScript does not need the category tables.
    categories: categorySummary(tournament),
    typeLabels: Object.fromEntries(registrations.map((r) => [r.categoryType, categoryTypeLabel(r.categoryType)])),
    participation: participationState(tournament, mexicoToday(now)),
    quote: registrationQuote({ inscripcion: tournament.fee, startDate: tournament.startDate, now }),
    organizers,
    results,
    registrations,
    registered: mine !== null,
    profile,
    signedIn: user !== null,
    canEdit,
    canRemoveWinners: canRemoveWinners(user),
    adminRegistrations,
    // Issue 33: the organiser's switch, and what was collected per category.
    paymentsPanel,
    categoryTotals: adminRegistrations ? collectedByCategory(adminRegistrations) : null,
    /** The tournament takes its fees online: a registered player is pointed to 'Mis inscripciones'. */
    payOnline,
    draws,
    orderOfPlayHref: orderOfPlayPath(tournament),
    canonical: `${siteUrl}${canonicalPath}`,
    siteUrl,
  };
}

/**
 * The page's forms. Registering and adding a partner: any signed-in player; removing a winner:
 * administrators; everything else: administrators and this tournament's organisers.
 */
export async function tournamentPageAction(args: RequestArgs, params: TournamentParams) {
  const { request } = args;
  const user = await requireUser(args);
  const tournamentId = idFromParams(params);
  if (tournamentId === null) notFound();
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "delete-result") await requireAdmin(args);
  else if (!(PLAYER_INTENTS as readonly unknown[]).includes(intent)) await requireTournamentEditor(args, tournamentId);
  return dispatchIntent(formData, TOURNAMENT_INTENTS, { user, tournamentId });
}

/** /tournaments/{id}: the canonical address of that tournament, or null (404). */
export async function tournamentAliasPath(rawId: string | undefined): Promise<string | null> {
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_DB_ID) return null;
  const [row] = await getDb()
    .select({ id: tournamentTable.id, title: tournamentTable.title })
    .from(tournamentTable)
    .where(eq(tournamentTable.id, id));
  return row ? tournamentPath(row) : null;
}
