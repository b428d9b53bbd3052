// Social matches feed the levels (issue 32, DESIGN.md 'One stream of played matches'): the levels feature
// reads scored social matches as one of its sources; this keeps its stored ratings equal to a replay of
// that stream whenever a social write changes what it reads, in the write's own transaction.
import { eq } from "drizzle-orm";
import { socialMatch, socialRound } from "../../../db/schema";
import type { Tx } from "../infra/db.server";
import { applyMatchChanges, socialMatchKey } from "~/server/levels";

/** After a score of these matches was saved or corrected. */
export async function rateSocialMatches(tx: Tx, matchIds: readonly number[]): Promise<void> {
  await applyMatchChanges(tx, matchIds.map(socialMatchKey));
}

/** After what every match of the event is read with changed (its date, start time or lowest category). */
export async function rateSocialEvent(tx: Tx, eventId: number): Promise<void> {
  const rows = await tx
    .select({ id: socialMatch.id })
    .from(socialMatch)
    .innerJoin(socialRound, eq(socialRound.id, socialMatch.roundId))
    .where(eq(socialRound.eventId, eventId));
  await rateSocialMatches(
    tx,
    rows.map((row) => row.id),
  );
}
