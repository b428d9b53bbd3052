import { data } from "react-router";
import { loadSocialVisitor } from "~/server/social";
import type { Route } from "./+types/api.social-events.$id.yo";

/**
 * GET /api/social-events/{id}/yo: the signed-in visitor's parts of a social event's page (ADR 0036, "A
 * social event's page"): their entry, whether they organise it, its rounds' score links if they do.
 * `null` for nobody; one visitor's answer, kept by no cache.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return data(await loadSocialVisitor({ request, context }, params.id), {
    headers: { "Cache-Control": "private, no-store", Vary: "Cookie" },
  });
}
