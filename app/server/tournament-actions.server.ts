// The editor intents of the tournament page's action (edit, delete, winners, registrations). The route
// calls requireTournamentEditor before handing over; each intent validates its form with the shared schema.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { tournamentPath } from "~/domain/slugs";
import { TournamentEditSchema, WinnerSchema } from "~/lib/schemas/tournament";
import { NewPartnerSchema, NewPlayerSchema } from "~/lib/schemas/player";
import type { SessionUser } from "./permissions.server";
import { createPlayer, HANDLE_TAKEN } from "./players.server";
import { addResult, deleteResult, deleteTournament, REGISTRATION_STATUS_CHANGES, updateRegistration, updateTournament } from "./tournament-admin.server";
import { redirectWithToast } from "./toast.server";
import { idField } from "~/lib/schemas/zod-locale";

export type EditorAnswer = {
  intent: string;
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string[] | null | undefined>;
  toast?: { type: "success" | "error"; title: string; description?: string };
  /** The player 'Añadir nuevo jugador' created, to be picked as a winner at once. */
  player?: { id: number; name: string; handle: string | null; image: string | null; gender: string | null };
};

function answer(body: EditorAnswer, status = 200) {
  return data<EditorAnswer>(body, { status });
}

const IdSchema = idField();
const RegistrationChangeSchema = z.object({
  registrationId: IdSchema,
  status: z.enum(REGISTRATION_STATUS_CHANGES).optional(),
  paymentMethod: z.enum(["pendiente", "pagado"]).optional(),
});

/**
 * Adds a player to the shared players table: 'Añadir nuevo jugador' of the winners dialog (editors) and
 * 'Añadir pareja' of the registration sheet (any signed-in player, 000 §6). The new player comes back to
 * be picked at once.
 */
export async function addPlayer(user: SessionUser, intent: string, formData: FormData, schema: typeof NewPlayerSchema | typeof NewPartnerSchema) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    const fieldErrors = submission.error ?? {};
    return answer({ intent, ok: false, fieldErrors, message: Object.values(fieldErrors).flat().find(Boolean) ?? "Datos inválidos" }, 400);
  }
  const { image, ...values } = submission.value;
  const created = await createPlayer(user.id, { ...values, ...(image ? { image } : {}) });
  if (created === "handle_taken") return answer({ intent, ok: false, fieldErrors: { handle: [HANDLE_TAKEN] }, message: HANDLE_TAKEN }, 400);
  return answer({ intent, ok: true, player: created, toast: { type: "success", title: "Jugador añadido correctamente" } });
}

export async function editorAction(user: SessionUser, tournamentId: number, intent: string, formData: FormData) {
  switch (intent) {
    case "update": {
      const submission = parseWithZod(formData, { schema: TournamentEditSchema });
      if (submission.status !== "success") {
        return answer({ intent, ok: false, fieldErrors: submission.error ?? {}, message: "No se pudo actualizar el torneo. Por favor intenta de nuevo." }, 400);
      }
      const saved = await updateTournament(user, tournamentId, submission.value);
      if (!saved) return answer({ intent, ok: false, message: "Torneo no encontrado" }, 404);
      return redirectWithToast(tournamentPath(saved), { type: "success", title: "Torneo actualizado", description: "El torneo ha sido actualizado correctamente." });
    }
    case "delete": {
      if (!(await deleteTournament(user, tournamentId))) return answer({ intent, ok: false, message: "No se pudo eliminar el torneo. Por favor intenta de nuevo." }, 404);
      return redirectWithToast("/torneos-padel-puebla", { type: "success", title: "Torneo eliminado", description: "El torneo ha sido eliminado correctamente." });
    }
    case "add-result": {
      const submission = parseWithZod(formData, { schema: WinnerSchema });
      if (submission.status !== "success") {
        const fieldErrors = submission.error ?? {};
        const message = Object.values(fieldErrors).flat().find(Boolean) ?? "Datos inválidos";
        return answer({ intent, ok: false, fieldErrors, message }, 400);
      }
      const outcome = await addResult(user, tournamentId, submission.value);
      if (!outcome.ok) return answer({ intent, ok: false, fieldErrors: { [outcome.field]: [outcome.message] }, message: outcome.message }, 400);
      return answer({ intent, ok: true, toast: { type: "success", title: "¡Ganadores registrados exitosamente!" } });
    }
    case "add-player":
      return addPlayer(user, intent, formData, NewPlayerSchema);
    case "delete-result": {
      const resultId = IdSchema.safeParse(formData.get("resultId"));
      if (!resultId.success) return answer({ intent, ok: false, message: "No se pudo eliminar el ganador" }, 400);
      if (!(await deleteResult(user, tournamentId, resultId.data))) {
        return answer({ intent, ok: false, message: "No se pudo eliminar el ganador", toast: { type: "error", title: "Error: No se pudo eliminar el ganador" } }, 404);
      }
      return answer({ intent, ok: true, toast: { type: "success", title: "Ganador eliminado correctamente" } });
    }
    case "registration": {
      const parsed = RegistrationChangeSchema.safeParse(Object.fromEntries(formData));
      if (!parsed.success || (!parsed.data.status && !parsed.data.paymentMethod)) return answer({ intent, ok: false, message: "Datos inválidos" }, 400);
      const { registrationId, ...change } = parsed.data;
      if (!(await updateRegistration(user, tournamentId, registrationId, change))) return answer({ intent, ok: false, message: "Inscripción no encontrada" }, 404);
      return answer({ intent, ok: true, toast: { type: "success", title: "Inscripción actualizada" } });
    }
    default:
      return answer({ intent, ok: false, message: "Acción desconocida" }, 400);
  }
}
