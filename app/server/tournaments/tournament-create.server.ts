// The tournament registration form /torneos-padel-puebla/registrar (docs/product.md §4.7): signed-in users
// publish a tournament at once (saved approved), with organisers and extra images.
import { and, asc, count, eq, gte, inArray, like, sql } from "drizzle-orm";
import { auditLog, containsPattern, foldSearchText, tournament, tournamentImage, tournamentOrganizer, user } from "../../../db/schema";
import type { FormToast } from "~/lib/form-reply";
import { tournamentPath, tournamentSlug } from "~/domain/slugs";
import { offeredCategoryList } from "~/domain/tournament-categories";
import { INVALID_ORGANIZER, TournamentRegisterSchema, type TournamentRegisterValues } from "~/lib/schemas/tournament";
import { getDb } from "../infra/db.server";
import { intent, type Intent } from "../infra/form-intents.server";
import { isAdmin, type SessionUser } from "~/server/accounts";
import { clubIdFor } from "./tournament-admin.server";
import { redirectWithToast } from "../infra/toast.server";
import { fileField, imageFromForm, storeImage, UploadError } from "../infra/uploads.server";
import { done, type Result, refusedWith } from "~/domain/result";

/** Tournaments one user (not an administrator) may publish per day: the form publishes without review. */
export const TOURNAMENTS_PER_DAY = 5;
export const TOO_MANY_TOURNAMENTS = "Ya registraste varios torneos hoy. Inténtalo de nuevo mañana o contacta a un administrador.";
export const REGISTER_TOURNAMENT_ERROR: FormToast = {
  type: "error",
  title: "Error al registrar el torneo",
  description: "Revisa los campos marcados e inténtalo de nuevo.",
};

type CreateOutcome = Result<{ id: number; title: string }, { reason: "organizers" | "rate-limited" }>;

/** The fee as the list and the price rule read it ('$800 por persona'); null when not given. */
export function feeText(fee: number | null): string | null {
  return fee === null ? null : `$${fee} por persona`;
}

/**
 * Inserts the tournament (approved), its organisers (the chosen users plus the author, unless the author
 * is an administrator, who may edit every tournament anyway) and its extra images, with an audit row,
 * in one transaction. A per-user advisory lock makes the daily limit hold under parallel posts.
 */
export async function createTournament(
  actor: SessionUser,
  values: TournamentRegisterValues & { image: string | null },
): Promise<CreateOutcome> {
  return getDb().transaction(async (tx) => {
    const admin = isAdmin(actor);
    if (!admin) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tournament-create:${actor.id}`}))`);
      const since = new Date(Date.now() - 24 * 3600_000);
      const [recent] = await tx
        .select({ n: count() })
        .from(tournament)
        .where(and(eq(tournament.createdBy, actor.id), gte(tournament.createdAt, since)));
      if ((recent?.n ?? 0) >= TOURNAMENTS_PER_DAY) return refusedWith({ reason: "rate-limited" as const });
    }
    const organizerIds = [...new Set([...values.organizerIds, ...(admin ? [] : [actor.id])])];
    if (organizerIds.length > 0) {
      const found = await tx.select({ id: user.id }).from(user).where(inArray(user.id, organizerIds));
      if (found.length !== organizerIds.length) return refusedWith({ reason: "organizers" as const });
    }
    const [row] = await tx
      .insert(tournament)
      .values({
        title: values.title,
        slug: tournamentSlug(values.title),
        description: values.description,
        clubName: values.clubName,
        clubId: await clubIdFor(tx, values.clubName),
        startDate: values.startDate,
        endDate: values.endDate,
        fee: feeText(values.fee),
        categoriesVaronil: offeredCategoryList(values.varonil, values.categoriesVaronil),
        categoriesFemenil: offeredCategoryList(values.femenil, values.categoriesFemenil),
        categoriesMixed: offeredCategoryList(values.mixto, values.categoriesMixed),
        femepa: values.femepa,
        approved: true,
        image: values.image,
        createdBy: actor.id,
      })
      .returning({ id: tournament.id, title: tournament.title });
    if (!row) throw new Error("tournament insert returned no row");
    if (organizerIds.length > 0)
      await tx.insert(tournamentOrganizer).values(organizerIds.map((userId) => ({ tournamentId: row.id, userId })));
    if (values.extraImages.length > 0) {
      await tx.insert(tournamentImage).values(values.extraImages.map((image, position) => ({ tournamentId: row.id, image, position })));
    }
    await tx.insert(auditLog).values({
      actorUserId: actor.id,
      action: "tournament.create",
      entityType: "tournament",
      entityId: String(row.id),
      data: { title: values.title, organizers: organizerIds, images: values.extraImages.length },
    });
    return done(row!);
  });
}

/** Extra image files posted without JavaScript; a file that is not a usable image is skipped (docs/product.md §4.7). */
async function storeExtraFiles(formData: FormData): Promise<string[]> {
  const stored: string[] = [];
  for (const value of formData.getAll("extraImageFiles")) {
    if (!(value instanceof File) || value.size === 0) continue;
    try {
      stored.push(await storeImage(new Uint8Array(await value.arrayBuffer()), "tournaments"));
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
    }
  }
  return stored;
}

/** The form's intent: 400 with Spanish field errors and nothing written, or the new tournament's page with a toast. */
export const REGISTER_TOURNAMENT: Intent<{ user: SessionUser }> = intent(
  TournamentRegisterSchema,
  async ({ value, formData, reply }, { user: actor }) => {
    const main = await imageFromForm(formData, "imageFile", value.image, "tournaments");
    if ("error" in main)
      return reply.fieldErrors(
        { image: [main.error] },
        { toast: { type: "error", title: "Error al subir la imagen", description: main.error } },
      );
    const values = { ...value, image: main.image ?? null };
    if (fileField(formData, "extraImageFiles")) values.extraImages = [...values.extraImages, ...(await storeExtraFiles(formData))];
    const outcome = await createTournament(actor, values);
    if (!outcome.ok) {
      return outcome.reason === "rate-limited"
        ? reply.formError(TOO_MANY_TOURNAMENTS, { status: 429, toast: REGISTER_TOURNAMENT_ERROR })
        : reply.fieldErrors({ organizerIds: [INVALID_ORGANIZER] }, { toast: REGISTER_TOURNAMENT_ERROR });
    }
    // The author lands on the new tournament's page (docs/product.md §4.7).
    return redirectWithToast(tournamentPath(outcome.value), {
      type: "success",
      title: "¡Registro exitoso!",
      description: `${outcome.value.title} ya está publicado.`,
    });
  },
  { invalidToast: REGISTER_TOURNAMENT_ERROR },
);

export type UserOption = { id: string; name: string; image: string | null };

/** Accounts whose name contains `term` (case and accents ignored), for the organiser picker. */
export async function searchUsers(term: string, limit = 10): Promise<UserOption[]> {
  const cleaned = term.trim().slice(0, 100);
  if (cleaned.length < 2) return [];
  return getDb()
    .select({ id: user.id, name: user.name, image: user.image })
    .from(user)
    .where(like(foldSearchText(sql`${user.name}`), containsPattern(cleaned)))
    .orderBy(asc(user.name), asc(user.id))
    .limit(Math.min(Math.max(limit, 1), 10));
}
