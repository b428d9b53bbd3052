// The page of one Padel Score match (/padel-score/en-vivo/{id}): the live score for anyone when shared;
// for its owner and its linked players also when not, with its players and their word on the result.
import { data } from "react-router";
import { LINEUP_PLACES } from "~/domain/match-lineup";
import { LINEUP_FIELDS, MatchAnswerSchema, MatchLineupSchema } from "~/lib/schemas/match-lineup";
import { MatchIdSchema } from "~/lib/schemas/match-sync";
import { currentUser, requireUser, type RequestArgs, type SessionUser } from "~/server/accounts";
import { dispatchIntent, intent, type Intent, type Reply } from "../infra/form-intents.server";
import { readFormData } from "../infra/http.server";
import type { Result } from "~/domain/result";
import { answerMatchResult, matchLineup, setMatchLineup, takesPartIn } from "./match-lineup.server";
import { getLiveMatch } from "./matches.server";

export async function loadScoreMatchPage(args: RequestArgs, params: { id?: string }) {
  const id = MatchIdSchema.safeParse(params.id);
  const user = await currentUser(args);
  let live = id.success ? await getLiveMatch(id.data) : null;
  const shared = live !== null;
  if (id.success && !live && user && (await takesPartIn(id.data, user.id)))
    live = await getLiveMatch(id.data, Date.now(), { shared: false });
  const lineup = live ? await matchLineup(live.id, user?.id ?? null) : null;
  // A 404 rendered by the route (not thrown) keeps its own title and the 404 page.
  return data(
    { live, shared, lineup: lineup && (lineup.canEdit || lineup.players.length > 0) && !lineup.tournament ? lineup : null },
    { status: live ? 200 : 404 },
  );
}

type Ctx = { user: SessionUser; matchId: string };

function answer(reply: Reply, outcome: Result, title: string) {
  if (!outcome.ok)
    return reply.formError(outcome.message, { status: outcome.status ?? 409, toast: { type: "error", title: outcome.message } });
  return reply.ok({ toast: { type: "success", title } });
}

export const SCORE_MATCH_INTENTS: Record<string, Intent<Ctx>> = {
  lineup: intent(MatchLineupSchema, async ({ value, reply }, { user, matchId }) => {
    const ids = LINEUP_PLACES.map((_, index) => value[LINEUP_FIELDS[index]!] ?? null);
    return answer(reply, await setMatchLineup(user.id, matchId, ids), "Jugadores guardados");
  }),
  answer: intent(MatchAnswerSchema, async ({ value, reply }, { user, matchId }) =>
    answer(
      reply,
      await answerMatchResult(user.id, matchId, value.verdict),
      value.verdict === "confirmed" ? "Resultado confirmado" : "Marcaste el resultado como incorrecto",
    ),
  ),
};

/** Signed-in visitors only; who may do what (the owner, the linked players) is the server module's to check. */
export async function scoreMatchAction(args: RequestArgs, params: { id?: string }) {
  const user = await requireUser(args);
  const id = MatchIdSchema.safeParse(params.id);
  if (!id.success) throw data("Partido no encontrado", { status: 404 });
  const formData = await readFormData(args.request);
  return dispatchIntent(formData, SCORE_MATCH_INTENTS, { user, matchId: id.data });
}
