// The visitor's own part of the draw and the order of play: the 'Anotar' link of the matches they play and
// 'Mis partidos'. On a member's shared page (ADR 0036) the loader rendered them for nobody; they are worked
// out here from the visitor's linked player (/api/yo), with the same rules as the loader's.
import { mexicoMinute } from "~/domain/calendar";
import { scoreMatchPath } from "~/domain/live-scoring";
import { myMatchesInOrder } from "~/domain/order-of-play";
import { usePersonal } from "~/components/account/visitor";
import type { OrderOfPlayData, ScheduledMatchView } from "~/server/play";

type ScorableMatch = { id: number; scoreHref: string | null; scorable: boolean; playerIds: readonly number[] };

/** A match's 'Anotar' link for this visitor: the loader's (editors, or rendered for them), else theirs if they play it. */
export function useScoreHref(match: ScorableMatch): string | null {
  const own = usePersonal(match.scoreHref, (visitor) => {
    if (match.scoreHref || !match.scorable || visitor.playerId === null) return match.scoreHref;
    return match.playerIds.includes(visitor.playerId) ? scoreMatchPath(match.id) : null;
  });
  return own ?? null;
}

/** 'Mis partidos' for this visitor (undefined while not known yet). */
export function useMyMatches(data: Pick<OrderOfPlayData, "mine" | "days" | "unscheduled">): OrderOfPlayData["mine"] | undefined {
  return usePersonal(data.mine, (visitor) => {
    const playerId = visitor.playerId;
    if (playerId === null) return null;
    const scheduled: ScheduledMatchView[] = data.days.flatMap((day) =>
      day.rows.flatMap((row) => row.cells.flatMap((cell) => cell.matches)),
    );
    const mine = [...scheduled, ...data.unscheduled].filter((match) => match.playerIds.includes(playerId));
    if (mine.length === 0) return null;
    return { ...myMatchesInOrder(mine, mexicoMinute(new Date())), calendarHref: `/jugador/id/${playerId}/partidos.ics` };
  });
}
