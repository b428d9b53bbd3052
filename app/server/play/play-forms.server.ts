// The intents of a category's draw page, all for the tournament's editors (the route checks first):
// entries, format and rules, seeds, making and publishing the draw, results.
import {
  DrawEntrySchema,
  DrawSettingsSchema,
  EntryIdSchema,
  LockEntriesSchema,
  MatchIdSchema,
  MatchResultSchema,
  PairRegistrationsSchema,
  SeedOverrideSchema,
} from "~/lib/schemas/play";
import { NewPlayerSchema } from "~/lib/schemas/player";
import { intent, NO_FIELDS, type Intent, type Reply } from "../infra/form-intents.server";
import type { SessionUser } from "~/server/accounts";
import { addPlayer } from "~/server/tournaments";
import { addEntry, importRegistrations, lockEntries, pairRegistrations, withdrawEntry } from "./draw-entries.server";
import { clearMatchResult, setMatchResult } from "./draw-results.server";
import type { Result } from "~/domain/result";
import type { DrawKey } from "./draw-store.server";
import { generateDraw, publishDraw, saveDrawSettings, setSeedOverride } from "./draws.server";

export type DrawContext = { user: SessionUser; key: DrawKey };

/** A done write's toast, or the refusal's Spanish message for the whole form (and as a toast). */
function answer(reply: Reply, outcome: Result<unknown>, title: string, description?: string) {
  if (outcome.ok) return reply.ok({ toast: { type: "success", title, ...(description ? { description } : {}) } });
  return reply.formError(outcome.message, { status: outcome.status ?? 409, toast: { type: "error", title: outcome.message } });
}

export const DRAW_INTENTS: Record<string, Intent<DrawContext>> = {
  "add-player": addPlayer(NewPlayerSchema),
  "import-entries": intent(NO_FIELDS, async ({ reply }, { user, key }) => {
    const outcome = await importRegistrations(user, key);
    if (!outcome.ok) return answer(reply, outcome, "");
    const { added, skipped } = outcome.value;
    const title = added === 1 ? "Se añadió 1 pareja" : `Se añadieron ${added} parejas`;
    return answer(reply, outcome, title, skipped > 0 ? `${skipped} inscripciones tienen un jugador que ya está en otra pareja` : undefined);
  }),
  "pair-registrations": intent(PairRegistrationsSchema, async ({ value, reply }, { user, key }) =>
    answer(reply, await pairRegistrations(user, key, [value.registration1Id, value.registration2Id]), "Pareja formada"),
  ),
  "add-entry": intent(DrawEntrySchema, async ({ value, reply }, { user, key }) =>
    answer(reply, await addEntry(user, key, [value.player1Id, value.player2Id]), "Pareja añadida"),
  ),
  "withdraw-entry": intent(EntryIdSchema, async ({ value, reply }, { user, key }) =>
    answer(reply, await withdrawEntry(user, key, value.entryId), "Pareja retirada"),
  ),
  "lock-entries": intent(LockEntriesSchema, async ({ value, reply }, { user, key }) =>
    answer(reply, await lockEntries(user, key, value.locked), value.locked ? "Inscripciones cerradas" : "Inscripciones abiertas"),
  ),
  settings: intent(DrawSettingsSchema, async ({ value, reply }, { user, key }) =>
    answer(reply, await saveDrawSettings(user, key, value), "Formato guardado"),
  ),
  seed: intent(SeedOverrideSchema, async ({ value, reply }, { user, key }) =>
    answer(reply, await setSeedOverride(user, key, value.entryId, value.seed), "Preclasificado guardado"),
  ),
  generate: intent(NO_FIELDS, async ({ reply }, { user, key }) =>
    answer(reply, await generateDraw(user, key), "Cuadro generado", "Publícalo para que todos lo vean."),
  ),
  publish: intent(NO_FIELDS, async ({ reply }, { user, key }) => answer(reply, await publishDraw(user, key), "Cuadro publicado")),
  result: intent(MatchResultSchema, async ({ value, reply }, { user, key }) =>
    answer(reply, await setMatchResult(user, key, value), "Resultado guardado"),
  ),
  "clear-result": intent(MatchIdSchema, async ({ value, reply }, { user, key }) =>
    answer(reply, await clearMatchResult(user, key, value.matchId), "Resultado borrado"),
  ),
};
