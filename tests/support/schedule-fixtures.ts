// Courts, days and matches of the scheduler's unit tests (app/domain/schedule-*.test.ts).
import type { ScheduledSlot, ScheduleMatch } from "../../app/domain/schedule";

export const courts = [
  { id: "c1", name: "Cancha 1" },
  { id: "c2", name: "Cancha 2" },
];
export const day = (date: string, start: string, end: string) => ({ date, start, end });
export const m = (id: string, pairs: string[], feeders: string[] = []): ScheduleMatch => ({ id, pairs, feeders });
/** One line per slot: "matchId courtId date start-end". */
export const brief = (slots: ScheduledSlot[]) => slots.map((s) => `${s.matchId} ${s.courtId} ${s.date} ${s.start}-${s.end}`);

/** A draw of 4: two semifinals and the final they feed. */
export const fourDraw: ScheduleMatch[] = [m("P1-1", ["s1", "s4"]), m("P1-2", ["s2", "s3"]), m("P2-1", [], ["P1-1", "P1-2"])];
