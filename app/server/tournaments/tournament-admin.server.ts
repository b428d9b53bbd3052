// Writes of tournament editors (administrators and the tournament's organisers): edit, delete,
// winners, registration status. Callers check permissions with requireTournamentEditor first; every
// write here runs in a transaction together with its audit_log row.
import { and, eq, inArray, sql } from "drizzle-orm";
import { isUniqueViolation } from "../../../db/errors";
import { auditLog, club, player, registration, result, tournament, tournamentImage, tournamentOrganizer, user } from "../../../db/schema";
import { done, type Refusal, type Result, refusedWith } from "~/domain/result";
import { categoriesForType } from "~/domain/categories";
import { tournamentSlug } from "~/domain/slugs";
import { offeredCategoryList, sameCategory } from "~/domain/tournament-categories";
import type { TournamentEditValues } from "~/lib/schemas/tournament";
import { getDb, type Tx } from "../infra/db.server";
import { scheduleAfterDateChange } from "~/domain/order-of-play";
import { playDays, shiftPlayDays } from "./tournament-schedule-dates.server";
import { applyMatchChanges, playedMatches } from "~/server/levels";
import { registrationPayments, type RegistrationPayment } from "~/server/payments";
import { METHOD_LABELS, netCollected, PAYMENT_STATE_LABELS } from "~/domain/payments";

type Actor = { id: string };

async function audit(tx: Tx, actor: Actor, action: string, entityType: string, entityId: number | string, data?: Record<string, unknown>) {
  await tx.insert(auditLog).values({ actorUserId: actor.id, action, entityType, entityId: String(entityId), data: data ?? null });
}

/** The club a free-text club name refers to, when one has exactly that name (case-insensitive). */
export async function clubIdFor(tx: Tx, clubName: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: club.id })
    .from(club)
    .where(sql`lower(${club.name}) = lower(${clubName})`)
    .limit(1);
  return row?.id ?? null;
}

/** The edit would leave the order of play on days outside the new dates: the organiser chooses first. */
export type ScheduleOutside = { kind: "schedule-outside"; outside: string[]; shiftDays: number };

/**
 * Saves the edit dialog. Category lists keep the 'Todas' rules; a type not offered stays an empty list.
 * New dates that leave the order of play outside them save nothing until `schedule` says 'move' (the
 * schedule shifts with the start) or 'keep'.
 */
export async function updateTournament(actor: Actor, id: number, values: TournamentEditValues) {
  return getDb().transaction(async (tx): Promise<{ id: number; title: string } | ScheduleOutside | null> => {
    const [before] = await tx.select().from(tournament).where(eq(tournament.id, id));
    if (!before) return null;
    const schedule = scheduleAfterDateChange(await playDays(tx, id), before, values);
    if (schedule && !values.schedule) return { kind: "schedule-outside", ...schedule };
    if (schedule && values.schedule === "move") await shiftPlayDays(tx, id, schedule.shiftDays);
    const changes = {
      title: values.title,
      slug: tournamentSlug(values.title),
      clubName: values.clubName,
      clubId: sameCategory(before.clubName, values.clubName) ? before.clubId : await clubIdFor(tx, values.clubName),
      description: values.description,
      fee: values.fee,
      startDate: values.startDate,
      endDate: values.endDate,
      featured: values.featured,
      femepa: values.femepa,
      approved: values.approved,
      image: values.image,
      categoriesVaronil: offeredCategoryList(values.offersVaronil, values.categoriesVaronil),
      categoriesFemenil: offeredCategoryList(values.offersFemenil, values.categoriesFemenil),
      categoriesMixed: offeredCategoryList(values.offersMixed, values.categoriesMixed),
    };
    const [after] = await tx
      .update(tournament)
      .set(changes)
      .where(eq(tournament.id, id))
      .returning({ id: tournament.id, title: tournament.title });
    const changed = Object.fromEntries(
      Object.entries(changes).filter(([key, value]) => JSON.stringify(before[key as keyof typeof before]) !== JSON.stringify(value)),
    );
    await audit(tx, actor, "tournament.update", "tournament", id, {
      changed,
      ...(schedule ? { schedule: values.schedule, shiftDays: schedule.shiftDays } : {}),
    });
    return after ?? null;
  });
}

/**
 * Deletes a tournament with its registrations, results, extra images and organisers in one
 * transaction (docs/product.md §4.6).
 */
export async function deleteTournament(actor: Actor, id: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select({ id: tournament.id, title: tournament.title }).from(tournament).where(eq(tournament.id, id));
    if (!row) return false;
    const played = (await playedMatches(tx, { tournamentId: id })).map((match) => match.id);
    const registrations = await tx.delete(registration).where(eq(registration.tournamentId, id)).returning({ id: registration.id });
    const results = await tx.delete(result).where(eq(result.tournamentId, id)).returning({ id: result.id });
    await tx.delete(tournamentImage).where(eq(tournamentImage.tournamentId, id));
    await tx.delete(tournamentOrganizer).where(eq(tournamentOrganizer.tournamentId, id));
    await tx.delete(tournament).where(eq(tournament.id, id));
    // Its matches leave the players' levels: they are replayed without them.
    await applyMatchChanges(tx, played);
    await audit(tx, actor, "tournament.delete", "tournament", id, {
      title: row.title,
      registrations: registrations.length,
      results: results.length,
    });
    return true;
  });
}

export type WinnerInput = {
  player1Id: number;
  player2Id?: number;
  categoryType: "Varonil" | "Femenil" | "Mixto";
  category: string;
  placement: "champion" | "runner_up" | "semifinal";
};

export const WINNER_MESSAGES = {
  invalidPlayer: "El jugador seleccionado no tiene un ID válido. Por favor selecciona otro jugador.",
  invalidCategory: "Selecciona una categoría válida para el tipo elegido",
  duplicate: "Esta pareja ya está registrada en esta categoría",
} as const;

type WinnerRefusal = Refusal & { field: "category" | "player1Id" | "player2Id" };

/** Records a result (a pair or a single player) with its placement. */
export async function addResult(actor: Actor, tournamentId: number, input: WinnerInput): Promise<Result<number, WinnerRefusal>> {
  const known = categoriesForType(input.categoryType) as readonly string[];
  const category = known.find((c) => sameCategory(c, input.category));
  if (!category) return refusedWith({ field: "category", message: WINNER_MESSAGES.invalidCategory });
  const ids = [input.player1Id, ...(input.player2Id ? [input.player2Id] : [])];
  const found = await getDb().select({ id: player.id }).from(player).where(inArray(player.id, ids));
  if (found.length !== ids.length) return refusedWith({ field: "player1Id", message: WINNER_MESSAGES.invalidPlayer });
  try {
    return await getDb().transaction(async (tx) => {
      const [row] = await tx
        .insert(result)
        .values({
          tournamentId,
          categoryType: input.categoryType,
          category,
          player1Id: input.player1Id,
          player2Id: input.player2Id ?? null,
          placement: input.placement,
          createdBy: actor.id,
        })
        .returning({ id: result.id });
      await audit(tx, actor, "result.create", "result", row!.id, { tournamentId, ...input, category });
      return done(row!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, "result_pair_unique")) return refusedWith({ field: "player2Id", message: WINNER_MESSAGES.duplicate });
    throw error;
  }
}

/** Removes one result of this tournament (a result id of another tournament removes nothing). */
export async function deleteResult(actor: Actor, tournamentId: number, resultId: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .delete(result)
      .where(and(eq(result.id, resultId), eq(result.tournamentId, tournamentId)))
      .returning();
    if (!row) return false;
    await audit(tx, actor, "result.delete", "result", resultId, {
      tournamentId,
      player1Id: row.player1Id,
      player2Id: row.player2Id,
      category: row.category,
    });
    return true;
  });
}

export { REGISTRATION_STATUS_CHANGES } from "~/lib/schemas/tournament";
import { REGISTRATION_STATUS_CHANGES } from "~/lib/schemas/tournament";

/** Confirms, cancels or marks as paid a registration of this tournament. */
export async function updateRegistration(
  actor: Actor,
  tournamentId: number,
  registrationId: number,
  change: { status?: (typeof REGISTRATION_STATUS_CHANGES)[number]; paymentMethod?: string },
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(registration)
      .set(change)
      .where(and(eq(registration.id, registrationId), eq(registration.tournamentId, tournamentId)))
      .returning({ id: registration.id });
    if (!row) return false;
    await audit(tx, actor, "registration.update", "registration", registrationId, { tournamentId, ...change });
    return true;
  });
}

/** Every registration of a tournament with its online payments, for the editors' panel and the CSV export. */
export async function allRegistrations(tournamentId: number) {
  const rows = await getDb()
    .select({
      id: registration.id,
      userName: user.name,
      email: user.email,
      phone: user.phone,
      categoryType: registration.categoryType,
      category: registration.category,
      partnerName: player.name,
      comments: registration.comments,
      price: registration.price,
      discount: registration.discount,
      finalPrice: registration.finalPrice,
      paymentMethod: registration.paymentMethod,
      status: registration.status,
      createdAt: registration.createdAt,
    })
    .from(registration)
    .innerJoin(user, eq(user.id, registration.userId))
    .leftJoin(player, eq(player.id, registration.partnerPlayerId))
    .where(eq(registration.tournamentId, tournamentId))
    .orderBy(registration.createdAt, registration.id);
  const payments = await registrationPayments(rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, payments: payments.get(r.id) ?? [] }));
}
export type RegistrationAdminRow = Awaited<ReturnType<typeof allRegistrations>>[number];

/** The newest payment's state, method and reference; what all of them collected and refunded. */
function paymentCells(payments: RegistrationPayment[]) {
  const current = payments[0];
  const sum = (pick: (p: RegistrationPayment) => number) => Math.round(payments.reduce((total, p) => total + pick(p) * 100, 0)) / 100;
  return [
    current ? PAYMENT_STATE_LABELS[current.state] : "",
    current?.method ? METHOD_LABELS[current.method] : "",
    current?.reference ?? "",
    sum(netCollected),
    sum((p) => p.refundedAmount),
  ];
}

/** RFC 4180 CSV with a BOM so spreadsheet programs read the accents. Cells starting with = + - @ are quoted as text. */
export function registrationsCsv(rows: RegistrationAdminRow[]): string {
  const header = [
    "id",
    "jugador",
    "correo",
    "telefono",
    "tipo",
    "categoria",
    "pareja",
    "comentarios",
    "precio",
    "descuento",
    "precio_final",
    "metodo_pago",
    "estado",
    "fecha",
    "pago_en_linea",
    "forma_de_pago",
    "referencia_pago",
    "cobrado_en_linea",
    "reembolsado",
  ];
  const cell = (value: unknown) => {
    let text = value instanceof Date ? value.toISOString() : value === null || value === undefined ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = rows.map((r) =>
    [
      r.id,
      r.userName,
      r.email,
      r.phone,
      r.categoryType,
      r.category,
      r.partnerName,
      r.comments,
      r.price,
      r.discount,
      r.finalPrice,
      r.paymentMethod,
      r.status,
      r.createdAt,
      ...paymentCells(r.payments),
    ]
      .map(cell)
      .join(","),
  );
  return `\uFEFF${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
