// What a synced point of a Padel Score match linked to a draw match does (ADR 0027): the tournament's
// live pages are told, and when the match's result changes (it ended, or the scorer undid its last point)
// the draw's result follows through the same locked write as an organiser's (writeScoredResult), so the
// winner moves on and the final's placements follow, once the sync has committed (a change handler).
import { eq } from "drizzle-orm";
import { getDb } from "../infra/db.server";
import { draw, drawMatch } from "../../../db/schema";
import type { CategoryType } from "~/domain/categories";
import { liveResultChange, matchScoreOf, sameMatchScore } from "~/domain/live-scoring";
import type { MatchSynced } from "~/server/score";
import { writeScoredResult } from "./draw-results.server";
import { notifyPlay } from "./play-changes.server";

export async function followScoredMatch({ liveMatchId, before, after, actor }: MatchSynced): Promise<void> {
  const [linked] = await getDb()
    .select({ matchId: drawMatch.id, tournamentId: draw.tournamentId, categoryType: draw.categoryType, category: draw.category })
    .from(drawMatch)
    .innerJoin(draw, eq(draw.id, drawMatch.drawId))
    .where(eq(drawMatch.liveMatchId, liveMatchId));
  // Not (or no longer) a tournament match: a friendly match, nothing else to tell.
  if (!linked) return;
  const scoreBefore = before && matchScoreOf(before);
  const scoreAfter = matchScoreOf(after);
  if (!sameMatchScore(scoreBefore, scoreAfter)) {
    const key = { tournamentId: linked.tournamentId, categoryType: linked.categoryType as CategoryType, category: linked.category };
    const outcome = await writeScoredResult(actor, key, {
      matchId: linked.matchId,
      liveMatchId,
      decide: (stored) => {
        const change = liveResultChange({ stored, before: scoreBefore, after: scoreAfter });
        return change.kind === "set" ? change.score : change.kind === "clear" ? null : undefined;
      },
    });
    // A written result has told the live pages already (withDraw).
    if (outcome.ok) return;
  }
  await notifyPlay(linked.tournamentId);
}
