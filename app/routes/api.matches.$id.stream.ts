import { MatchIdSchema } from "~/lib/schemas/match-sync";
import { streamLiveMatch } from "~/server/score";
import type { Route } from "./+types/api.matches.$id.stream";

/**
 * GET /api/matches/{id}/stream: server-sent events for the live page. Each `score` event carries the
 * whole public match; the first one is sent on connect, so a viewer who reconnects is up to date.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = MatchIdSchema.safeParse(params.id);
  if (!id.success) return new Response("Partido no encontrado", { status: 404 });
  return (await streamLiveMatch(request, id.data)) ?? new Response("Partido no encontrado", { status: 404 });
}
