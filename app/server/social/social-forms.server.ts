// The intents of the social event pages (issue 32): creating an event (any signed-in user), signing up and
// leaving (any signed-in user), and the editors' intents (edit, add, remove and check in players, add a
// new player). Routes check the permission of each before dispatching.
import { NewPlayerSchema } from "~/lib/schemas/player";
import {
  SocialAddEntrySchema,
  SocialCheckInSchema,
  SocialEntrySchema,
  SocialEventSchema,
  SocialJoinLateSchema,
  SocialScoreSchema,
  SocialSignUpSchema,
} from "~/lib/schemas/social";
import { socialEventPath } from "~/domain/social-event";
import type { FormToast } from "~/lib/form-reply";
import { intent, NO_FIELDS, type Intent, type Reply } from "../infra/form-intents.server";
import { redirectWithToast } from "../infra/toast.server";
import type { SessionUser } from "~/server/accounts";
import { createPlayer, HANDLE_TAKEN } from "~/server/players";
import { addEntry, checkIn, leaveEvent, removeEntry, signUp } from "./social-entries.server";
import { createSocialEvent, updateSocialEvent } from "./social-events.server";
import { joinLate, withdrawPlayer } from "./social-lineup.server";
import { finishSocialEvent, nextSocialRound, saveSocialScore, startSocialEvent } from "./social-rounds.server";

export const SOCIAL_FORM_ERROR: FormToast = {
  type: "error",
  title: "No se pudo guardar el evento",
  description: "Revisa los campos marcados e inténtalo de nuevo.",
};

/** The intents any signed-in user may post on an event's page; the others are for its editors. */
export const SOCIAL_PLAYER_INTENTS = ["sign-up", "leave"] as const;

/**
 * `backTo`: the event page's path when the form was posted by the page itself, without JavaScript (a
 * member's shared page before or without its script): a done sign-up or leave then redirects back there,
 * and the page, rendered for them while the toast waits, shows their entry.
 */
export type SocialContext = { user: SessionUser; eventId: number; backTo?: string | null };

/** A player intent's success: the toast on the fetcher's answer, or with the redirect back (no JavaScript). */
function playerDone(reply: Reply, backTo: string | null | undefined, toast: FormToast, data?: unknown) {
  return backTo ? redirectWithToast(backTo, toast) : reply.ok({ data, toast });
}

export function refusal(reply: Reply, outcome: { message: string; status?: number; field?: string }) {
  return outcome.field
    ? reply.fieldErrors(
        { [outcome.field]: [outcome.message] },
        { status: outcome.status ?? 400, toast: { type: "error", title: outcome.message } },
      )
    : reply.formError(outcome.message, { status: outcome.status ?? 400, toast: { type: "error", title: outcome.message } });
}

export const CREATE_SOCIAL_EVENT: Intent<{ user: SessionUser }> = intent(
  SocialEventSchema,
  async ({ value, reply }, { user }) => {
    const outcome = await createSocialEvent(user, value);
    if (!outcome.ok) return refusal(reply, outcome);
    return redirectWithToast(socialEventPath(outcome.value), {
      type: "success",
      title: "¡Evento publicado!",
      description: `${outcome.value.title} ya está abierto a inscripciones.`,
    });
  },
  { invalidToast: SOCIAL_FORM_ERROR },
);

export const SOCIAL_EVENT_INTENTS: Record<string, Intent<SocialContext>> = {
  "sign-up": intent(SocialSignUpSchema, async ({ value, reply }, { user, eventId, backTo }) => {
    const outcome = await signUp(user, eventId, value.partnerId ?? null);
    if (!outcome.ok) return refusal(reply, outcome);
    const toast: FormToast = { type: outcome.value.waitingPosition === null ? "success" : "info", title: outcome.value.message };
    return playerDone(reply, backTo, toast, outcome.value);
  }),
  leave: intent(NO_FIELDS, async ({ reply }, { user, eventId, backTo }) => {
    const outcome = await leaveEvent(user, eventId);
    if (!outcome.ok) return refusal(reply, outcome);
    return playerDone(reply, backTo, { type: "success", title: "Saliste del evento" });
  }),
  update: intent(
    SocialEventSchema,
    async ({ value, reply }, { user, eventId }) => {
      const outcome = await updateSocialEvent(user, eventId, value);
      if (!outcome.ok) return refusal(reply, outcome);
      return redirectWithToast(socialEventPath(outcome.value), { type: "success", title: "Evento actualizado" });
    },
    { invalidToast: SOCIAL_FORM_ERROR },
  ),
  "add-entry": intent(SocialAddEntrySchema, async ({ value, reply }, { user, eventId }) => {
    const outcome = await addEntry(user, eventId, value.playerId, value.partnerId ?? null);
    if (!outcome.ok) return refusal(reply, outcome);
    const title =
      outcome.value.waitingPosition === null
        ? "Jugador añadido"
        : `Jugador añadido a la lista de espera (lugar ${outcome.value.waitingPosition})`;
    return reply.ok({ data: outcome.value, toast: { type: "success", title }, reset: true });
  }),
  "remove-entry": intent(SocialEntrySchema, async ({ value, reply }, { user, eventId }) => {
    const outcome = await removeEntry(user, eventId, value.entryId);
    if (!outcome.ok) return refusal(reply, outcome);
    return reply.ok({ toast: { type: "success", title: "Jugador quitado del evento" } });
  }),
  "check-in": intent(SocialCheckInSchema, async ({ value, reply }, { user, eventId }) => {
    const outcome = await checkIn(user, eventId, value.entryId, value.checkedIn);
    if (!outcome.ok) return refusal(reply, outcome);
    return reply.ok({ toast: { type: "success", title: value.checkedIn ? "Asistencia registrada" : "Asistencia quitada" } });
  }),
  start: intent(NO_FIELDS, async ({ reply }, { user, eventId }) => {
    const outcome = await startSocialEvent(user, eventId);
    if (!outcome.ok) return refusal(reply, outcome);
    return reply.ok({ toast: { type: "success", title: "¡El evento empezó!" } });
  }),
  "next-round": intent(NO_FIELDS, async ({ reply }, { user, eventId }) => {
    const outcome = await nextSocialRound(user, eventId);
    if (!outcome.ok) return refusal(reply, outcome);
    return reply.ok({ toast: { type: "success", title: `Ronda ${outcome.value.round} lista` } });
  }),
  score: intent(SocialScoreSchema, async ({ value, reply }, { user, eventId }) => {
    const outcome = await saveSocialScore(user, eventId, value);
    if (!outcome.ok) return refusal(reply, outcome);
    return reply.ok({ data: outcome.value, toast: { type: "success", title: "Marcador guardado" } });
  }),
  finish: intent(NO_FIELDS, async ({ reply }, { user, eventId }) => {
    const outcome = await finishSocialEvent(user, eventId);
    if (!outcome.ok) return refusal(reply, outcome);
    return reply.ok({ toast: { type: "success", title: "Evento terminado" } });
  }),
  "join-late": intent(SocialJoinLateSchema, async ({ value, reply }, { user, eventId }) => {
    const outcome = await joinLate(user, eventId, value.playerId, value.partnerId ?? null);
    if (!outcome.ok) return refusal(reply, outcome);
    const { from, team } = outcome.value;
    return reply.ok({
      toast: { type: "success", title: `${team ? "Pareja añadida" : "Jugador añadido"} a partir de la ronda ${from}` },
      reset: true,
    });
  }),
  withdraw: intent(SocialEntrySchema, async ({ value, reply }, { user, eventId }) => {
    const outcome = await withdrawPlayer(user, eventId, value.entryId);
    if (!outcome.ok) return refusal(reply, outcome);
    const { from, team } = outcome.value;
    return reply.ok({ toast: { type: "success", title: `${team ? "Pareja retirada" : "Jugador retirado"} a partir de la ronda ${from}` } });
  }),
  // 'Añadir nuevo jugador': a player not on the site yet, then picked in 'Añadir jugador'.
  "add-player": intent(NewPlayerSchema, async ({ value, reply }, { user }) => {
    const { image, ...values } = value;
    const created = await createPlayer(user.id, { ...values, ...(image ? { image } : {}) });
    if (created === "handle_taken") return reply.fieldErrors({ handle: [HANDLE_TAKEN] });
    return reply.ok({ data: created, toast: { type: "success", title: "Jugador añadido correctamente" } });
  }),
};
