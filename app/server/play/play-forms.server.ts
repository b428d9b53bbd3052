// The intents of a category's draw page, all for the tournament's editors (the route checks first):
// entries, format and rules, seeds, making and publishing the draw, results.
import {
  DrawEntrySchema,
  DrawSettingsSchema,
  GenerateDrawSchema,
  LockEntriesSchema,
  ClearResultSchema,
  MatchResultSchema,
  PairRegistrationsSchema,
  SeedOverrideSchema,
  WithdrawEntrySchema,
} from "~/lib/schemas/play";
import { NewPlayerSchema } from "~/lib/schemas/player";
import { intent, NO_FIELDS, type Intent, type Reply } from "../infra/form-intents.server";
import type { SessionUser } from "~/server/accounts";
import { addPlayer } from "~/server/tournaments";
import { addEntry, importRegistrations, lockEntries, pairRegistrations, withdrawEntry } from "./draw-entries.server";
import { clearMatchResult, type ResultRefusal, setMatchResult } from "./draw-results.server";
import type { MatchNow } from "~/domain/match-version";
import type { DrawKey } from "./draw-store.server";
import type { Result } from "~/domain/result";
import { generateDraw, publishDraw, saveDrawSettings, setSeedOverride, unpublishDraw } from "./draws.server";

export type DrawContext = { user: SessionUser; key: DrawKey };

/** A done write's toast, or the refusal's Spanish message for the whole form (and as a toast). */
function answer(reply: Reply, outcome: Result<unknown>, title: string, description?: string) {
  if (outcome.ok) return reply.ok({ toast: { type: "success", title, ...(description ? { description } : {}) } });
  return reply.formError(outcome.message, { status: outcome.status ?? 409, toast: { type: "error", title: outcome.message } });
}

/** What a stale save's refusal carries: the match as it is now, for the form to show and go on from. */
export type StaleMatchReply = { matchId: number; now: MatchNow };

/** A result's save: a stale version's refusal (match-version.ts) also carries the match as it is now. */
function resultAnswer(reply: Reply, matchId: number, outcome: Result<undefined, ResultRefusal>, title: string) {
  if (outcome.ok || !outcome.now) return answer(reply, outcome, title);
  return reply.formError<StaleMatchReply>(outcome.message, {
    status: outcome.status ?? 409,
    toast: { type: "error", title: outcome.message },
    data: { matchId, now: outcome.now },
  });
}

export const DRAW_INTENTS: Record<string, Intent<DrawContext>> = {
  "add-player": addPlayer(NewPlayerSchema),
  "import-entries": intent(NO_FIELDS, async ({ reply }, { user, key }) => {
    const outcome = await importRegistrations(user, key);
    if (!outcome.ok) return answer(reply, outcome, "");
    const { added, skipped } = outcome.value;
    const title = added === 1 ? "Se añadió 1 pareja" : `Se añadieron ${added} parejas`;
    // Each skipped registration names its player and the pair they are already in (§10.1).
    return answer(reply, outcome, title, skipped.length > 0 ? `No se añadieron: ${skipped.join("; ")}.` : undefined);
  }),
  "pair-registrations": intent(PairRegistrationsSchema, async ({ value, reply }, { user, key }) =>
    answer(reply, await pairRegistrations(user, key, [value.registration1Id, value.registration2Id]), "Pareja formada"),
  ),
  "add-entry": intent(DrawEntrySchema, async ({ value, reply }, { user, key }) =>
    answer(reply, await addEntry(user, key, [value.player1Id, value.player2Id]), "Pareja añadida"),
  ),
  "withdraw-entry": intent(WithdrawEntrySchema, async ({ value, reply }, { user, key }) => {
    const outcome = await withdrawEntry(user, key, value.entryId);
    if (!outcome.ok || outcome.value.left) return answer(reply, outcome, "Pareja retirada");
    const { walkovers } = outcome.value;
    return answer(
      reply,
      outcome,
      "Pareja retirada",
      walkovers === 0
        ? "Sus partidos pendientes quedarán W.O. en cuanto se conozca la pareja rival."
        : walkovers === 1
          ? "1 partido quedó W.O. a favor de la pareja rival."
          : `${walkovers} partidos quedaron W.O. a favor de la pareja rival.`,
    );
  }),
  "lock-entries": intent(LockEntriesSchema, async ({ value, reply }, { user, key }) =>
    answer(reply, await lockEntries(user, key, value.locked), value.locked ? "Inscripciones cerradas" : "Inscripciones abiertas"),
  ),
  settings: intent(DrawSettingsSchema, async ({ value, reply }, { user, key }) =>
    answer(reply, await saveDrawSettings(user, key, value), "Formato guardado"),
  ),
  seed: intent(SeedOverrideSchema, async ({ value, reply }, { user, key }) =>
    answer(reply, await setSeedOverride(user, key, value.entryId, value.seed), "Preclasificado guardado"),
  ),
  generate: intent(GenerateDrawSchema, async ({ value, reply }, { user, key }) =>
    answer(
      reply,
      await generateDraw(user, key, undefined, undefined, value.seedBy),
      "Cuadro generado",
      "Publícalo para que todos lo vean.",
    ),
  ),
  publish: intent(NO_FIELDS, async ({ reply }, { user, key }) => answer(reply, await publishDraw(user, key), "Cuadro publicado")),
  unpublish: intent(NO_FIELDS, async ({ reply }, { user, key }) =>
    answer(reply, await unpublishDraw(user, key), "Cuadro despublicado", "Solo los organizadores lo ven hasta que lo publiques de nuevo."),
  ),
  result: intent(MatchResultSchema, async ({ value, reply }, { user, key }) =>
    resultAnswer(reply, value.matchId, await setMatchResult(user, key, value), "Resultado guardado"),
  ),
  "clear-result": intent(ClearResultSchema, async ({ value, reply }, { user, key }) =>
    resultAnswer(reply, value.matchId, await clearMatchResult(user, key, value), "Resultado borrado"),
  ),
};
