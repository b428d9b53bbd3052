import { findTournament } from "~/server/tournaments";
import { streamTournamentPlay } from "~/server/play";
import type { Route } from "./+types/api.tournaments.$id.live";

/**
 * GET /api/tournaments/{id}/live: server-sent events for the tournament's live pages (draws, order of
 * play, club screen). Each `play` event is a PlaySnapshot; the first is sent on connect. 404 for a
 * tournament nobody may see (unknown, or unapproved for all but its editors).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { tournament } = await findTournament({ id: params.id }, { request, context });
  return streamTournamentPlay(request, tournament.id);
}
