import { tournamentSlug } from "~/domain/slugs";
import { findPlayer, playerMatchesIcs } from "~/server/players";
import { playerSocialCalendar } from "~/server/social";
import type { Route } from "./+types/player-matches-ics";

/**
 * /jugador/id/{id}/partidos.ics: a player's scheduled matches in published draws and the social events
 * they have a place in, for any calendar app.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const player = id > 0 ? await findPlayer({ id }) : null;
  if (!player) throw new Response("Not Found", { status: 404 });
  return new Response(await playerMatchesIcs(player, new Date(), await playerSocialCalendar(player.id)), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="partidos-${tournamentSlug(player.name) || player.id}.ics"`,
      "Cache-Control": "no-cache",
    },
  });
}
