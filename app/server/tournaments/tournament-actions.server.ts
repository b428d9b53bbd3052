// The intents of the tournament page's action: registering (any signed-in player), adding a partner
// who is not on the site yet, and the editors' intents (edit, delete, winners, registrations). The
// route checks the permission of each before dispatching.
import { tournamentPath } from "~/domain/slugs";
import { NewPartnerSchema, NewPlayerSchema } from "~/lib/schemas/player";
import { RegistrationChangeSchema, RegistrationSchema, ResultIdSchema, TournamentEditSchema, WinnerSchema } from "~/lib/schemas/tournament";
import { intent, NO_FIELDS, type Intent, type Reply } from "../infra/form-intents.server";
import type { SessionUser } from "~/server/accounts";
import { createPlayer, HANDLE_TAKEN } from "~/server/players";
import {
  addResult,
  deleteResult,
  deleteTournament,
  type ScheduleOutside,
  updateRegistration,
  updateTournament,
} from "./tournament-admin.server";
import { formatPlayDay } from "~/lib/format";
import { registerForTournament } from "./tournaments.server";
import { redirectWithToast } from "../infra/toast.server";
import { AcceptPaymentSchema, TournamentPaymentsSchema, RefundSchema } from "~/lib/schemas/payments";
import { acceptFlaggedPayment, paymentsOffered, REFUND_DONE, refundForTournament, saveTournamentPayments } from "~/server/payments";

export type TournamentContext = { user: SessionUser; tournamentId: number };

/** The intents any signed-in player may post; the others are for the tournament's editors. */
export const PLAYER_INTENTS = ["register", "add-partner"] as const;

/** What 'Inscribirse' answers on success: the summary the sheet shows. */
export type RegistrationSummary = {
  registrationId: number;
  /** 'Ir a pagar' opens the provider's checkout (the tournament takes fees online). */
  payOnline: boolean;
  partnerName: string | null;
  category: string;
  categoryType: string;
  quote: import("~/domain/pricing").PriceQuote;
};

/** The player 'Añadir nuevo jugador' / 'Añadir pareja' created, to be picked at once. */
export type AddedPlayer = { id: number; name: string; handle: string | null; image: string | null; gender: string | null };

/** Adds a player to the shared players table; the new player comes back in the reply's data (also the draw page's). */
export const addPlayer = (schema: typeof NewPlayerSchema | typeof NewPartnerSchema) =>
  intent(schema, async ({ value, reply }, { user }: { user: SessionUser }) => {
    const { image, ...values } = value;
    const created = await createPlayer(user.id, { ...values, ...(image ? { image } : {}) });
    if (created === "handle_taken") return reply.fieldErrors({ handle: [HANDLE_TAKEN] });
    return reply.ok<AddedPlayer>({ data: created, toast: { type: "success", title: "Jugador añadido correctamente" } });
  });

/** 'El orden de juego tiene partidos el sábado 5 de diciembre…': asked before new dates are saved. */
function scheduleOutsideMessage({ outside, shiftDays }: ScheduleOutside): string {
  const days = outside.map((date) => formatPlayDay(date).toLocaleLowerCase("es-MX"));
  const listed = days.length > 1 ? `${days.slice(0, -1).join(", ")} y ${days.at(-1)}` : days[0];
  const where = `El orden de juego tiene días de juego el ${listed}, fuera de las nuevas fechas.`;
  if (shiftDays === 0) return `${where} Cambia esos días en el orden de juego, o guarda y déjalo donde está.`;
  const shift = `${Math.abs(shiftDays)} ${Math.abs(shiftDays) === 1 ? "día" : "días"} ${shiftDays > 0 ? "después" : "antes"}`;
  return `${where} Elige si lo movemos ${shift}, con las fechas, o lo dejamos donde está.`;
}

const removeFailed = (reply: Reply) => reply.refuse(404, { type: "error", title: "Error: No se pudo eliminar el ganador" });

export const TOURNAMENT_INTENTS: Record<string, Intent<TournamentContext>> = {
  register: intent(RegistrationSchema, async ({ value, reply }, { user, tournamentId }) => {
    const outcome = await registerForTournament(user.id, tournamentId, {
      registrationType: value.registrationType,
      partnerId: value.registrationType === "partner" ? (value.partnerId ?? null) : null,
      categoryType: value.categoryType,
      category: value.category,
      comments: value.comments,
    });
    if (!outcome.ok) {
      return outcome.field
        ? reply.fieldErrors({ [outcome.field]: [outcome.message] }, { status: outcome.status })
        : reply.formError(outcome.message, { status: outcome.status });
    }
    return reply.ok<RegistrationSummary>({
      data: { ...outcome.value, payOnline: outcome.value.quote.finalPrice > 0 && (await paymentsOffered(tournamentId)) },
    });
  }),
  // Any signed-in player may add a partner who is not on the site yet (docs/product.md §4.3).
  "add-partner": addPlayer(NewPartnerSchema),
  "add-player": addPlayer(NewPlayerSchema),
  update: intent(TournamentEditSchema, async ({ value, reply }, { user, tournamentId }) => {
    const saved = await updateTournament(user, tournamentId, value);
    if (!saved) return reply.formError("Torneo no encontrado", { status: 404 });
    if ("kind" in saved) return reply.fieldErrors({ schedule: [scheduleOutsideMessage(saved)] }, { status: 409 });
    return redirectWithToast(tournamentPath(saved), {
      type: "success",
      title: "Torneo actualizado",
      description: "El torneo ha sido actualizado correctamente.",
    });
  }),
  delete: intent(NO_FIELDS, async ({ reply }, { user, tournamentId }) => {
    if (!(await deleteTournament(user, tournamentId)))
      return reply.formError("No se pudo eliminar el torneo. Por favor intenta de nuevo.", { status: 404 });
    return redirectWithToast("/torneos-padel-puebla", {
      type: "success",
      title: "Torneo eliminado",
      description: "El torneo ha sido eliminado correctamente.",
    });
  }),
  "add-result": intent(WinnerSchema, async ({ value, reply }, { user, tournamentId }) => {
    const outcome = await addResult(user, tournamentId, value);
    if (!outcome.ok) return reply.fieldErrors({ [outcome.field]: [outcome.message] });
    return reply.ok({ toast: { type: "success", title: "¡Ganadores registrados exitosamente!" } });
  }),
  "delete-result": intent(ResultIdSchema, async ({ value, reply }, { user, tournamentId }) => {
    if (!(await deleteResult(user, tournamentId, value.resultId))) return removeFailed(reply);
    return reply.ok({ toast: { type: "success", title: "Ganador eliminado correctamente" } });
  }),
  registration: intent(RegistrationChangeSchema, async ({ value, reply }, { user, tournamentId }) => {
    const { registrationId, ...change } = value;
    if (!(await updateRegistration(user, tournamentId, registrationId, change)))
      return reply.formError("Inscripción no encontrada", { status: 404 });
    return reply.ok({ toast: { type: "success", title: "Inscripción actualizada" } });
  }),
  // 'Cobrar inscripciones en línea' and who pays a pair's fee (issue 33).
  payments: intent(TournamentPaymentsSchema, async ({ value, reply }, { user, tournamentId }) => {
    const saved = await saveTournamentPayments(user.id, tournamentId, {
      enabled: value.mode !== "off",
      splitPerPlayer: value.mode === "each",
    });
    if (!saved.ok) return reply.formError(saved.message, { status: saved.status, toast: { type: "error", title: saved.message } });
    return reply.ok({ toast: { type: "success", title: saved.value.message } });
  }),
  // A withdrawn player's payment refunded, whole or part, through the provider (issue 33).
  refund: intent(RefundSchema, async ({ value, reply }, { user, tournamentId }) => {
    const outcome = await refundForTournament(user.id, tournamentId, value.paymentId, value.amount);
    if (!outcome.ok) return reply.formError(outcome.message, { status: outcome.status, toast: { type: "error", title: outcome.message } });
    return reply.ok({ toast: { type: "success", title: REFUND_DONE } });
  }),
  // A flagged payment (another amount than asked) the organiser checked and takes as the fee (issue 33).
  "accept-payment": intent(AcceptPaymentSchema, async ({ value, reply }, { user, tournamentId }) => {
    const outcome = await acceptFlaggedPayment(user.id, tournamentId, value.paymentId);
    if (!outcome.ok) return reply.formError(outcome.message, { status: outcome.status, toast: { type: "error", title: outcome.message } });
    return reply.ok({ toast: { type: "success", title: outcome.value.message } });
  }),
};
