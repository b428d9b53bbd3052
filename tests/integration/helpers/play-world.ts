// The order of play of the permission matrix's tournament: courts, a playing day and a published draw
// of four pairs, made once per world (for the order-of-play intents).
import type { World } from "./world";
import * as p from "../play-factories";

const made = new WeakMap<World, Promise<Awaited<ReturnType<typeof makePlay>>>>();

async function makePlay(w: World) {
  const day = w.tournament.startDate;
  const courts = await p.createScheduleSettings(w.db, {
    tournamentId: w.tournament.id,
    courts: ["Cancha 1", "Cancha 2"],
    days: [{ date: day, start: "08:00", end: "22:00" }],
  });
  const draw = await p.createDrawRows(w.db, { tournamentId: w.tournament.id, pairs: 4 });
  return { day, courts, draw, match: draw.matches.get("P1-1")! };
}

export function playWorld(w: World) {
  let play = made.get(w);
  if (!play) made.set(w, (play = makePlay(w)));
  return play;
}
