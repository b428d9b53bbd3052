// The organiser's forms of the order-of-play page (issue 19): settings, the automatic schedule, moving a
// match (conflicts shown and refused unless confirmed), taking a match off and clearing the schedule.
// The route checks requireTournamentEditor before dispatching (ADR 0015, 0021).
import { playDaysOutsideTournament } from "~/domain/order-of-play";
import {
  CLEAR_SCHEDULE_INTENT,
  GENERATE_SCHEDULE_INTENT,
  GENERATE_WITH_PHASES_INTENT,
  GenerateWithPhasesSchema,
  MatchIdSchema,
  MOVE_MATCH_INTENT,
  MoveMatchSchema,
  PLAY_DAY_MARGIN,
  SCHEDULE_SETTINGS_INTENT,
  ScheduleSettingsSchema,
  UNSCHEDULE_MATCH_INTENT,
} from "~/lib/schemas/play-schedule";
import { intent, NO_FIELDS, type Intent, type Reply } from "../infra/form-intents.server";
import type { SessionUser } from "~/server/accounts";
import {
  clearSchedule,
  generateSchedule,
  type DayPhases,
  MATCH_NOT_IN_TOURNAMENT,
  moveMatch,
  saveScheduleSettings,
  unscheduleMatch,
} from "./schedule.server";
import { plural } from "~/lib/format";

export type ScheduleFormContext = { user: SessionUser; tournament: { id: number; startDate: string; endDate: string } };

export type GenerateReplyData = { placed: number; total: number; unplaced: { label: string; reason: string }[]; message: string | null };

const saveSettings = intent(ScheduleSettingsSchema, async ({ value, reply }, { user, tournament }: ScheduleFormContext) => {
  const outside = playDaysOutsideTournament(value.days, tournament, PLAY_DAY_MARGIN);
  if (outside.length > 0) {
    return reply.fieldErrors(Object.fromEntries(outside.map(({ index, message }) => [`days[${index}].date`, [message]])));
  }
  await saveScheduleSettings(tournament.id, value, user.id);
  return reply.ok({ toast: { type: "success", title: "Ajustes guardados", description: "Canchas, días y horarios del orden de juego." } });
});

async function generateReply(reply: Reply, { user, tournament }: ScheduleFormContext, phases?: DayPhases[]) {
  const outcome = await generateSchedule(tournament.id, user.id, undefined, phases);
  if (!outcome.ok) return reply.formError(outcome.message, { status: 409, toast: { type: "error", title: outcome.message } });
  const data = outcome.value;
  const toast = data.message
    ? { type: "error" as const, title: "Orden de juego incompleto", description: data.message }
    : {
        type: "success" as const,
        title: "Orden de juego generado",
        description: `${plural(data.placed, "partido programado", "partidos programados")}.`,
      };
  return reply.ok<GenerateReplyData>({ toast, data });
}

const generate = intent(NO_FIELDS, ({ reply }, context: ScheduleFormContext) => generateReply(reply, context));
const generateWithPhases = intent(GenerateWithPhasesSchema, ({ value, reply }, context: ScheduleFormContext) =>
  generateReply(reply, context, value.phases),
);

const move = intent(MoveMatchSchema, async ({ value, reply }, { user, tournament }: ScheduleFormContext) => {
  const outcome = await moveMatch(tournament.id, value, user.id);
  if (!outcome.ok) {
    // Conflicts are shown in the dialog, which then offers to move it anyway (a second submit with `confirm`).
    if (outcome.conflicts) return reply.fieldErrors({ "": outcome.conflicts.map((conflict) => conflict.message) }, { status: 409 });
    if (outcome.field) return reply.fieldErrors({ [outcome.field]: [outcome.message] });
    return reply.formError(outcome.message, { status: outcome.status, toast: { type: "error", title: outcome.message } });
  }
  const { conflicts, label } = outcome.value;
  return reply.ok({
    toast: {
      type: "success",
      title: "Partido movido",
      description: conflicts.length > 0 ? `${label}: guardado con ${conflicts.length} conflicto(s) aceptados.` : label,
    },
  });
});

const unschedule = intent(MatchIdSchema, async ({ value, reply }, { user, tournament }: ScheduleFormContext) => {
  if (!(await unscheduleMatch(tournament.id, value.matchId, user.id))) {
    return reply.refuse(404, { type: "error", title: MATCH_NOT_IN_TOURNAMENT });
  }
  return reply.ok({
    toast: { type: "success", title: "Partido sin horario", description: "Quedó en la lista de partidos por programar." },
  });
});

const clear = intent(NO_FIELDS, async ({ reply }, { user, tournament }: ScheduleFormContext) => {
  const cleared = await clearSchedule(tournament.id, user.id);
  return reply.ok({
    toast: {
      type: "success",
      title: "Orden de juego borrado",
      description: `${plural(cleared, "partido", "partidos")} sin horario; los jugados conservan el suyo.`,
    },
  });
});

export const SCHEDULE_INTENTS: Record<string, Intent<ScheduleFormContext>> = {
  [SCHEDULE_SETTINGS_INTENT]: saveSettings,
  [GENERATE_SCHEDULE_INTENT]: generate,
  [GENERATE_WITH_PHASES_INTENT]: generateWithPhases,
  [MOVE_MATCH_INTENT]: move,
  [UNSCHEDULE_MATCH_INTENT]: unschedule,
  [CLEAR_SCHEDULE_INTENT]: clear,
};
